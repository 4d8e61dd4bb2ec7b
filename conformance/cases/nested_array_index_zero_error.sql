-- nested: a literal array index below 1
-- arr[0] with a literal index is rejected while validating.
SET 'execution.runtime-mode' = 'batch';
SELECT ARRAY[1, 2][0];
