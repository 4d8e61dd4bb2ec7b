-- Nothing casts to BITMAP, not even a BITMAP
SET 'execution.runtime-mode' = 'batch';
SELECT CAST(BITMAP_BUILD(ARRAY[1]) AS BITMAP) AS c;
