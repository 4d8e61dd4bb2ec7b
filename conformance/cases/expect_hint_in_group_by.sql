-- A hint comment after GROUP BY: what Flink does with it
-- A learner puts a hint in the GROUP BY clause.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '0');
SELECT k, COUNT(*) FROM t GROUP BY /*+ X */ k;
