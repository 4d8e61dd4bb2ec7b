-- EXPLAIN: SELECT DISTINCT and COUNT(DISTINCT)
-- SELECT DISTINCT is an aggregate without calls; COUNT(DISTINCT x) is planned as a distinct
-- aggregate on x under a second aggregate.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE visits (page STRING, visitor INT, ms BIGINT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/visits', 'format' = 'csv');
EXPLAIN SELECT DISTINCT page FROM visits;
EXPLAIN SELECT DISTINCT page, visitor FROM visits WHERE ms > 10;
EXPLAIN SELECT COUNT(DISTINCT visitor) AS visitors FROM visits;
EXPLAIN SELECT page, COUNT(DISTINCT visitor) AS visitors FROM visits GROUP BY page;
