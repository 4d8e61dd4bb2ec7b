-- types: the common type of (CAST('a' AS VARCHAR(3))), ('abcdef')
-- DESCRIBE of VALUES, CASE, UNION ALL and COALESCE over these two values records the type Flink
-- derives for each; the last statement selects the VALUES view.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v1 AS SELECT * FROM (VALUES (CAST('a' AS VARCHAR(3))), ('abcdef')) AS t(x);
DESCRIBE v1;
CREATE TEMPORARY VIEW v2 AS SELECT CASE WHEN RAND() > 2 THEN CAST('a' AS VARCHAR(3)) ELSE 'abcdef' END AS x;
DESCRIBE v2;
CREATE TEMPORARY VIEW v3 AS SELECT CAST('a' AS VARCHAR(3)) AS x UNION ALL SELECT 'abcdef';
DESCRIBE v3;
CREATE TEMPORARY VIEW v4 AS SELECT COALESCE(CAST('a' AS VARCHAR(3)), 'abcdef') AS x;
DESCRIBE v4;
SELECT * FROM v1;
