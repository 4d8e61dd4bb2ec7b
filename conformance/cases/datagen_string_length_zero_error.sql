-- datagen: a STRING field with length 0
-- 'fields.s.length' = '0' is accepted by the planner and fails the job with NotStrictlyPositiveException.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.s.length' = '0');
SELECT * FROM g;
