-- Seed: EXECUTE INSERT INTO ... is the same as INSERT INTO
-- The doc says the EXECUTE keyword only makes the execution explicit. Two runs, one with and
-- one without EXECUTE, append the same rows twice to the static partition; a print sink also
-- shows EXECUTE INSERT with an ordinary sink.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE page_view_source (`user` STRING, cnt INT, country STRING) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/pv_src', 'format' = 'csv');
INSERT INTO page_view_source VALUES ('alice', 3, 'China'), ('bob', 5, 'France'), ('carol', 1, 'China');
CREATE TABLE country_page_view (`user` STRING, cnt INT, `date` STRING, country STRING)
PARTITIONED BY (`date`, country)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/cpv', 'format' = 'csv');
EXECUTE INSERT INTO country_page_view PARTITION (`date`='2019-8-30', country='China')
  SELECT `user`, cnt FROM page_view_source;
INSERT INTO country_page_view PARTITION (`date`='2019-8-30', country='China')
  SELECT `user`, cnt FROM page_view_source WHERE cnt > 1;
SELECT `user`, cnt, `date`, country, COUNT(*) AS copies FROM country_page_view GROUP BY `user`, cnt, `date`, country;
CREATE TABLE pv_print (`user` STRING, cnt INT) WITH ('connector' = 'print', 'print-identifier' = 'exec');
EXECUTE INSERT INTO pv_print SELECT `user`, cnt FROM page_view_source;
