-- An OPTIONS hint on a view is rejected
-- Flink: hints can only be applied to tables.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE TEMPORARY VIEW v AS SELECT k FROM gen;
SELECT * FROM v /*+ OPTIONS('number-of-rows' = '1') */;
