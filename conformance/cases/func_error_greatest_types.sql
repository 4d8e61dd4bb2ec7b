-- Error: GREATEST over a number and a string
-- GREATEST and LEAST are Flink's own functions, not Calcite's: their message differs from the
-- validator's "Cannot apply" and names the types with their nullability.
SET 'execution.runtime-mode' = 'batch';
SELECT GREATEST(1, 2.5) AS ok;
SELECT GREATEST(1, 'two') AS bad;
