-- JSON_STRING serializes a value as JSON text: numbers, booleans, strings (escaped), arrays,
-- maps and rows (by field name); NULL gives NULL.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES ('Hello, "World"', 1), (CAST(NULL AS STRING), CAST(NULL AS INT))) AS t(s, i);
SELECT s, JSON_STRING(s) AS js, JSON_STRING(i) AS ji, JSON_STRING(ARRAY[i, 2]) AS ja FROM s;
SELECT JSON_STRING(TRUE) AS b, JSON_STRING(1.50) AS d, JSON_STRING(2.5E0) AS dbl, JSON_STRING(MAP['a', 1]) AS m, JSON_STRING(ROW(1, 'x')) AS r, JSON_STRING('tab	/ü') AS esc;
CREATE TEMPORARY VIEW jt AS SELECT JSON_STRING(s) AS js, JSON_STRING(1) AS lit FROM s;
DESCRIBE jt;
