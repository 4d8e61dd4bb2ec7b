-- MAX of a BITMAP column
SET 'execution.runtime-mode' = 'batch';
SELECT MAX(b) AS m FROM (VALUES (BITMAP_BUILD(ARRAY[2])), (BITMAP_BUILD(ARRAY[2]))) AS t(b);
