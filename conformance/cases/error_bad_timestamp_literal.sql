-- A TIMESTAMP literal in the wrong form
-- The learner writes the date the American way; Flink rejects the literal while validating.
SET 'execution.runtime-mode' = 'batch';
SELECT TIMESTAMP '01/31/2024 10:00:00' AS bad;
