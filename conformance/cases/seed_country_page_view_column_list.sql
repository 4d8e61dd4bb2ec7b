-- Seed: static partition plus a column list: PARTITION (...) (user) leaves cnt NULL
-- The doc's last partitioned example: only `user` is listed, so cnt (nullable) is filled with NULL.
-- The sink uses json so the NULL is written as "cnt":null and reads back as null (a csv table
-- writes an empty field that Flink cannot read back as INT: see insert_csv_null_int_readback_error).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE page_view_source (`user` STRING, cnt INT, country STRING) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/pv_src', 'format' = 'csv');
INSERT INTO page_view_source VALUES ('alice', 3, 'China'), ('bob', 5, 'France'), ('carol', 1, 'China');
CREATE TABLE country_page_view (`user` STRING, cnt INT, `date` STRING, country STRING)
PARTITIONED BY (`date`, country)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/cpv', 'format' = 'json');
INSERT INTO country_page_view PARTITION (`date`='2019-8-30', country='China') (`user`)
  SELECT `user` FROM page_view_source;
SELECT * FROM country_page_view;
SELECT COUNT(*) AS all_rows, COUNT(cnt) AS non_null_cnt FROM country_page_view;
