-- CAST of a BITMAP to BYTES passes validation but fails in Flink's code generation
SET 'execution.runtime-mode' = 'batch';
SELECT CAST(BITMAP_BUILD(ARRAY[1, 2]) AS BYTES) AS s;
