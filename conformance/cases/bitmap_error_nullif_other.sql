-- NULLIF of a BITMAP column and another bitmap
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, BITMAP_BUILD(ARRAY[1, 2])), (2, BITMAP_BUILD(ARRAY[3]))) AS t(id, b);
SELECT id, NULLIF(b, BITMAP_BUILD(ARRAY[3])) AS nif FROM v;
