-- What a BITMAP value can flow through: VALUES rows of NOT NULL bitmaps, COALESCE, ROW,
-- ARRAY and MAP constructors, =, IS [NOT] DISTINCT FROM, NULLIF, IS NULL, and CAST to
-- STRING, VARCHAR(3) (cut) and CHAR(10) (padded), all printing {...} as BITMAP_TO_STRING does
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, BITMAP_BUILD(ARRAY[1, 2])), (2, BITMAP_BUILD(ARRAY[3]))) AS t(id, b);
SELECT id, b, b = BITMAP_BUILD(ARRAY[2, 1]) AS eq, b IS NULL AS isn, b IS DISTINCT FROM b AS dis, NULLIF(b, b) AS nif, COALESCE(b, BITMAP_BUILD(ARRAY[9])) AS co, ROW(id, b) AS r, ARRAY[b] AS arr, MAP[id, b] AS m, CAST(b AS STRING) AS s, CAST(b AS VARCHAR(3)) AS s3, CAST(b AS CHAR(10)) AS c10 FROM v;
CREATE TEMPORARY VIEW types AS SELECT b, ROW(id, b) AS r, ARRAY[b] AS arr, COALESCE(b, BITMAP_BUILD(ARRAY[9])) AS co, CAST(b AS STRING) AS s, NULLIF(b, b) AS nif, b = b AS eq FROM v;
DESCRIBE types;
SELECT id FROM v WHERE b = BITMAP_BUILD(ARRAY[3]);
