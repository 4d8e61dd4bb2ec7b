-- A hint comment inside a WHERE condition: what Flink does with it
-- A learner puts a hint after the WHERE keyword.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '0');
SELECT k FROM t WHERE /*+ X */ k > 0;
