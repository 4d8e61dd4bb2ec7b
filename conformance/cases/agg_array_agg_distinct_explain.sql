-- EXPLAIN of ARRAY_AGG(DISTINCT ...) in batch and streaming mode
-- In batch mode the distinct values come from an aggregate on the keys and the argument
-- (AggregateExpandDistinctAggregatesRule), and ARRAY_AGG aggregates its rows in two phases.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (k INT, i INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
EXPLAIN SELECT k, ARRAY_AGG(DISTINCT i) FROM f GROUP BY k;
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, i INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT k, ARRAY_AGG(DISTINCT i) FROM t GROUP BY k;
