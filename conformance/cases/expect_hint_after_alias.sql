-- A hint comment after a table alias: what Flink does with it
-- A learner puts the OPTIONS hint after the alias instead of after the table name.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '0');
SELECT * FROM t AS a /*+ OPTIONS('number-of-rows' = '1') */;
