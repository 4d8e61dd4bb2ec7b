-- EXPLAIN of PERCENTILE in streaming and batch mode
-- Flink passes the percentage to the aggregate as an operand, computed in a Calc below it.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, i INT, d DOUBLE) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT k, PERCENTILE(i, 0.5), PERCENTILE(d, ARRAY[0.1, 0.9]) FROM t GROUP BY k;
EXPLAIN SELECT k, PERCENTILE(c, 0.25) FROM (SELECT k, COUNT(*) AS c FROM t GROUP BY k) GROUP BY k;
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (k INT, i INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
EXPLAIN SELECT k, PERCENTILE(i, 0.5) FROM f GROUP BY k;
EXPLAIN SELECT PERCENTILE(i, ARRAY[0.25, 0.75]) FROM f;
