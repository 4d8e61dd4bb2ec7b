-- Integer division by zero fails the job at run time
-- A learner expects NULL (as for some SQL engines) from 10 / 0 on INT columns; Flink throws instead.
-- The operands come from a datagen sequence so that the planner cannot fold the constant away.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE seq (n INT) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '0', 'fields.n.end' = '2', 'number-of-rows' = '3');
SELECT n, 10 / (n + 1) AS ok FROM seq;
SELECT n, 10 / n AS boom FROM seq;
