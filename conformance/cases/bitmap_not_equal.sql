-- <> of two bitmaps is true when they differ
SET 'execution.runtime-mode' = 'batch';
SELECT BITMAP_BUILD(ARRAY[1]) <> BITMAP_BUILD(ARRAY[2]) AS ne;
