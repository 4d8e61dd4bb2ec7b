-- EXPLAIN of COLLECT in streaming and batch mode
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, i INT, d DOUBLE, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT k, COLLECT(s) FROM t GROUP BY k;
EXPLAIN SELECT k, COLLECT(c) FROM (SELECT k, COUNT(*) AS c FROM t GROUP BY k) GROUP BY k;
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (k INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
EXPLAIN SELECT k, COLLECT(s) FROM f GROUP BY k;
