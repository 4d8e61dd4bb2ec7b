-- Seed: the doc's CREATE TABLE with unquoted user and date fails to parse
-- The documentation writes `CREATE TABLE country_page_view (user STRING, cnt INT, date STRING, ...)`
-- without backquotes. USER and DATE are reserved words in Flink SQL, so the statement is a
-- parse error at the first one (user). A learner copying the doc hits this first.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE country_page_view (user STRING, cnt INT, date STRING, country STRING)
PARTITIONED BY (date, country)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/cpv', 'format' = 'csv');
