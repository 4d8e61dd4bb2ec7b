-- Seed: INSERT OVERWRITE with static date and dynamic country
-- Dynamic overwrite replaces only the partitions that the query writes: starting from
-- 2019-8-30/China, 2019-8-30/France and 2019-8-31/China, an overwrite of date='2019-8-30'
-- whose rows are all China (plus a new Japan row) replaces 2019-8-30/China, creates
-- 2019-8-30/Japan, and leaves 2019-8-30/France and the 2019-8-31 partition as they were.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE page_view_source (`user` STRING, cnt INT, country STRING) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/pv_src', 'format' = 'csv');
INSERT INTO page_view_source VALUES ('alice', 3, 'China'), ('bob', 5, 'France'), ('carol', 1, 'China');
CREATE TABLE country_page_view (`user` STRING, cnt INT, `date` STRING, country STRING)
PARTITIONED BY (`date`, country)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/cpv', 'format' = 'csv');
INSERT INTO country_page_view PARTITION (`date`='2019-8-30')
  SELECT `user`, cnt, country FROM page_view_source;
INSERT INTO country_page_view PARTITION (`date`='2019-8-31', country='China')
  SELECT `user`, cnt FROM page_view_source WHERE country = 'China';
INSERT OVERWRITE country_page_view PARTITION (`date`='2019-8-30')
  SELECT `user`, cnt * 100, country FROM page_view_source WHERE country = 'China'
  UNION ALL SELECT 'dave', 7, 'Japan';
SELECT * FROM country_page_view;
