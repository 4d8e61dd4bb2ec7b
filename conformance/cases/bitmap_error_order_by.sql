-- A BITMAP column cannot be an ORDER BY key
SET 'execution.runtime-mode' = 'batch';
SELECT b FROM (VALUES (BITMAP_BUILD(ARRAY[2])), (BITMAP_BUILD(ARRAY[1]))) AS t(b) ORDER BY b;
