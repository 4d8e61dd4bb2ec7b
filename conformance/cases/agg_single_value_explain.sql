-- EXPLAIN of SINGLE_VALUE called from SQL, in batch and streaming mode
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (k INT, s STRING, i INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
EXPLAIN SELECT k, SINGLE_VALUE(i) FROM f GROUP BY k;
EXPLAIN SELECT k, SINGLE_VALUE(s) FROM f GROUP BY k;
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, i INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT k, SINGLE_VALUE(i) FROM t GROUP BY k;
