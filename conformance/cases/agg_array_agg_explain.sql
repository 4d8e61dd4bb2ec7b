-- EXPLAIN of ARRAY_AGG in streaming and batch mode
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, i INT, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT k, ARRAY_AGG(i IGNORE NULLS), ARRAY_AGG(s) FROM t GROUP BY k;
EXPLAIN SELECT k, ARRAY_AGG(c) FROM (SELECT k, COUNT(*) AS c FROM t GROUP BY k) GROUP BY k;
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (k INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
EXPLAIN SELECT k, ARRAY_AGG(s) FROM f GROUP BY k;
EXPLAIN SELECT ARRAY_AGG(s IGNORE NULLS) FROM f;
