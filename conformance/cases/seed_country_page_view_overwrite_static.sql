-- Seed: INSERT OVERWRITE into the static partition (date='2019-8-30', country='China')
-- First appends rows into China and France partitions, then overwrites only the China partition
-- with the rows whose cnt > 2. The France partition is untouched; the old China rows are gone.
-- INSERT OVERWRITE needs batch mode on a filesystem sink.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE page_view_source (`user` STRING, cnt INT, country STRING) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/pv_src', 'format' = 'csv');
INSERT INTO page_view_source VALUES ('alice', 3, 'China'), ('bob', 5, 'France'), ('carol', 1, 'China');
CREATE TABLE country_page_view (`user` STRING, cnt INT, `date` STRING, country STRING)
PARTITIONED BY (`date`, country)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/cpv', 'format' = 'csv');
INSERT INTO country_page_view PARTITION (`date`='2019-8-30')
  SELECT `user`, cnt, country FROM page_view_source;
INSERT OVERWRITE country_page_view PARTITION (`date`='2019-8-30', country='China')
  SELECT `user`, cnt FROM page_view_source WHERE cnt > 2;
SELECT * FROM country_page_view;
