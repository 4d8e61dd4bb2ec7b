-- Seed: INSERT INTO a fully static partition (date='2019-8-30', country='China')
-- The doc's first partitioned example with `user` and `date` backquoted (both are reserved words).
-- The query supplies only the non-partition columns; every row lands in cpv/date=2019-8-30/country=China,
-- including bob's France row, because the static spec overrides whatever the row says.
-- Read back: the partition columns come from the directory names.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE page_view_source (`user` STRING, cnt INT, country STRING) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/pv_src', 'format' = 'csv');
INSERT INTO page_view_source VALUES ('alice', 3, 'China'), ('bob', 5, 'France'), ('carol', 1, 'China');
CREATE TABLE country_page_view (`user` STRING, cnt INT, `date` STRING, country STRING)
PARTITIONED BY (`date`, country)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/cpv', 'format' = 'csv');
INSERT INTO country_page_view PARTITION (`date`='2019-8-30', country='China')
  SELECT `user`, cnt FROM page_view_source;
SELECT * FROM country_page_view;
