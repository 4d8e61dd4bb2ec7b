-- BITMAP_FROM_BYTES of bytes that are not a serialized bitmap fails at run time
SET 'execution.runtime-mode' = 'batch';
SELECT BITMAP_FROM_BYTES(X'0102') AS b;
