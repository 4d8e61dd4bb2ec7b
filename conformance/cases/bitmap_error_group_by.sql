-- A BITMAP column cannot be a GROUP BY key
SET 'execution.runtime-mode' = 'batch';
SELECT b, COUNT(*) AS n FROM (VALUES (BITMAP_BUILD(ARRAY[1])), (BITMAP_BUILD(ARRAY[1]))) AS t(b) GROUP BY b;
