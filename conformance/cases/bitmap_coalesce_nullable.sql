-- COALESCE of a nullable BITMAP column (from a LEFT JOIN) and a NOT NULL bitmap
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW l AS SELECT * FROM (VALUES (1), (2)) AS t(id);
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES (1, BITMAP_BUILD(ARRAY[5]))) AS t(id, b);
SELECT l.id, COALESCE(r.b, BITMAP_BUILD(ARRAY[9])) AS co, r.b IS NULL AS missing FROM l LEFT JOIN r ON l.id = r.id;
