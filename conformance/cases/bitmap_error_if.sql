-- IF takes no BITMAP branches
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT 1 AS id, BITMAP_BUILD(ARRAY[1, 2]) AS b UNION ALL SELECT 2, BITMAP_BUILD(ARRAY[3]);
SELECT id, IF(id = 1, b, BITMAP_BUILD(ARRAY[9])) AS e FROM v;
