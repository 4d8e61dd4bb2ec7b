-- Seed: static date, dynamic country: PARTITION (date='2019-8-30') SELECT user, cnt, country
-- The query's last column fills the dynamic partition column country; each row's value picks
-- its directory: cpv/date=2019-8-30/country=China and .../country=France.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE page_view_source (`user` STRING, cnt INT, country STRING) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/pv_src', 'format' = 'csv');
INSERT INTO page_view_source VALUES ('alice', 3, 'China'), ('bob', 5, 'France'), ('carol', 1, 'China');
CREATE TABLE country_page_view (`user` STRING, cnt INT, `date` STRING, country STRING)
PARTITIONED BY (`date`, country)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/cpv', 'format' = 'csv');
INSERT INTO country_page_view PARTITION (`date`='2019-8-30')
  SELECT `user`, cnt, country FROM page_view_source;
SELECT * FROM country_page_view;
SELECT country, SUM(cnt) AS total FROM country_page_view WHERE `date` = '2019-8-30' GROUP BY country;
