-- The bitmap aggregates in streaming mode, over an insert-only input
-- NULL values are skipped; a group of only NULLs builds NULL (not {}); BITMAP_AND_AGG of
-- disjoint bitmaps is {} with cardinality 0; XOR cancels a repeat; TINYINT and SMALLINT cast
-- to INT for BITMAP_BUILD_AGG.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'a', 1), (2, 'a', 2), (3, 'a', 2), (4, 'b', 7), (5, 'b', 8), (6, 'c', 9)) AS t(id, k, x);
CREATE TABLE s1 (k STRING, b BITMAP, bc BIGINT, bs STRING, n BIGINT, t STRING) WITH ('connector' = 'print', 'print-identifier' = 's1');
INSERT INTO s1 SELECT k, BITMAP_BUILD_AGG(x) AS b, BITMAP_BUILD_CARDINALITY_AGG(x) AS bc, BITMAP_TO_STRING(BITMAP_BUILD_AGG(CAST(x AS SMALLINT))) AS bs, BITMAP_BUILD_CARDINALITY_AGG(CAST(NULLIF(x, x) AS INT)) AS n, BITMAP_TO_STRING(BITMAP_BUILD_AGG(CAST(x AS TINYINT))) AS t FROM v GROUP BY k;
CREATE TEMPORARY VIEW w AS SELECT k, BITMAP_BUILD(ARRAY[x, x + 1]) AS bm FROM v;
CREATE TABLE s2 (k STRING, a STRING, o STRING, x STRING, ac BIGINT, oc BIGINT, xc BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's2');
INSERT INTO s2 SELECT k, BITMAP_TO_STRING(BITMAP_AND_AGG(bm)) AS a, BITMAP_TO_STRING(BITMAP_OR_AGG(bm)) AS o, BITMAP_TO_STRING(BITMAP_XOR_AGG(bm)) AS x, BITMAP_AND_CARDINALITY_AGG(bm) AS ac, BITMAP_OR_CARDINALITY_AGG(bm) AS oc, BITMAP_XOR_CARDINALITY_AGG(bm) AS xc FROM w GROUP BY k;
CREATE TEMPORARY VIEW types AS SELECT BITMAP_BUILD_AGG(x) AS b, BITMAP_BUILD_CARDINALITY_AGG(x) AS bc, BITMAP_AND_AGG(BITMAP_BUILD(ARRAY[x])) AS a, BITMAP_AND_CARDINALITY_AGG(BITMAP_BUILD(ARRAY[x])) AS ac, BITMAP_OR_AGG(BITMAP_BUILD(ARRAY[x])) AS o FROM v;
DESCRIBE types;
