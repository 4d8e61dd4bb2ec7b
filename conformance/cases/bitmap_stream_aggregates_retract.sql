-- The bitmap aggregates over a changelog: each runs as its _RETRACT form, and a retraction
-- takes the values (or bitmaps) of the retracted row back out; the outer groups change as
-- the inner counts move rows from one to another.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'a', 1), (2, 'a', 2), (3, 'a', 2), (4, 'b', 7), (5, 'c', 7), (6, 'c', 1)) AS t(id, k, x);
CREATE TABLE s (cnt BIGINT, b STRING, bc BIGINT, a STRING, ac BIGINT, o STRING, oc BIGINT, x STRING, xc BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT cnt, BITMAP_TO_STRING(BITMAP_BUILD_AGG(mx)), BITMAP_BUILD_CARDINALITY_AGG(mx), BITMAP_TO_STRING(BITMAP_AND_AGG(bm)), BITMAP_AND_CARDINALITY_AGG(bm), BITMAP_TO_STRING(BITMAP_OR_AGG(bm)), BITMAP_OR_CARDINALITY_AGG(bm), BITMAP_TO_STRING(BITMAP_XOR_AGG(bm)), BITMAP_XOR_CARDINALITY_AGG(bm) FROM (SELECT k, COUNT(*) AS cnt, MAX(x) AS mx, BITMAP_BUILD(ARRAY[MAX(x), 1]) AS bm FROM v GROUP BY k) GROUP BY cnt;
