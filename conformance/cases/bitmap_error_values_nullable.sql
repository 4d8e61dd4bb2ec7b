-- VALUES rows of a BITMAP and a nullable BITMAP fail in Calcite's type coercion
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM (VALUES (1, BITMAP_BUILD(ARRAY[1, 2])), (2, CAST(NULL AS BITMAP))) AS t(id, b);
