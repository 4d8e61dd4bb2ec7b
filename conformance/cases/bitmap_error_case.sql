-- CASE with a BITMAP result fails in Calcite's type coercion
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT 1 AS id, BITMAP_BUILD(ARRAY[1, 2]) AS b UNION ALL SELECT 2, BITMAP_BUILD(ARRAY[3]);
SELECT id, CASE WHEN id = 1 THEN b END AS e FROM v;
