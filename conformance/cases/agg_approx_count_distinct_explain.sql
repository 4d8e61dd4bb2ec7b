-- EXPLAIN of APPROX_COUNT_DISTINCT in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (k INT, s STRING, i INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
EXPLAIN SELECT k, APPROX_COUNT_DISTINCT(s) FROM f GROUP BY k;
EXPLAIN SELECT APPROX_COUNT_DISTINCT(i) FROM f;
