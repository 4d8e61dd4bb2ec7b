-- A hint comment after a select item: what Flink does with it
-- A learner puts a hint after a column instead of after SELECT.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '0');
SELECT k /*+ X */ FROM t;
