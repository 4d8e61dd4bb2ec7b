-- ARRAY_JOIN takes an array of strings only.
SET 'execution.runtime-mode' = 'batch';
SELECT ARRAY_JOIN(ARRAY[1, 2], '-') AS j;
