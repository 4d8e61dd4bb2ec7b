-- Nothing casts to BITMAP: not a string
SET 'execution.runtime-mode' = 'batch';
SELECT CAST('{1,2}' AS BITMAP) AS c;
