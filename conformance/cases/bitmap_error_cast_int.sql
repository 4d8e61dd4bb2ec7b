-- A BITMAP does not cast to a number
SET 'execution.runtime-mode' = 'batch';
SELECT CAST(BITMAP_BUILD(ARRAY[1]) AS INT) AS c;
