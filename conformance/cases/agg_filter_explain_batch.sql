-- EXPLAIN of FILTER (WHERE ...) on aggregates in batch mode
-- The local aggregate prints each filter (Partial_COUNT(i) FILTER $f2); the global one merges.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, i INT, d DOUBLE, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
EXPLAIN SELECT k, COUNT(i) FILTER (WHERE d > 1), SUM(d) FILTER (WHERE s = 'a') FROM t GROUP BY k;
