-- BITMAP_FROM_BYTES takes a binary string
SET 'execution.runtime-mode' = 'batch';
SELECT BITMAP_FROM_BYTES('abc') AS c;
