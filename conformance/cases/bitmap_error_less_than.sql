-- Bitmaps compare for equality only: < fails in code generation
SET 'execution.runtime-mode' = 'batch';
SELECT BITMAP_BUILD(ARRAY[1]) < BITMAP_BUILD(ARRAY[2]) AS lt;
