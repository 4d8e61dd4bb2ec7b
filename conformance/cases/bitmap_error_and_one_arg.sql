-- BITMAP_AND takes two bitmaps
SET 'execution.runtime-mode' = 'batch';
SELECT BITMAP_AND(BITMAP_BUILD(ARRAY[1])) AS c;
