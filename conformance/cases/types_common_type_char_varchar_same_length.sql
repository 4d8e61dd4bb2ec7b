-- types: the common type of (CAST('ab' AS CHAR(2))), (CAST('abc' AS VARCHAR(2)))
-- DESCRIBE of VALUES, CASE, UNION ALL and COALESCE over these two values records the type Flink
-- derives for each; the last statement selects the VALUES view.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v1 AS SELECT * FROM (VALUES (CAST('ab' AS CHAR(2))), (CAST('abc' AS VARCHAR(2)))) AS t(x);
DESCRIBE v1;
CREATE TEMPORARY VIEW v2 AS SELECT CASE WHEN RAND() > 2 THEN CAST('ab' AS CHAR(2)) ELSE CAST('abc' AS VARCHAR(2)) END AS x;
DESCRIBE v2;
CREATE TEMPORARY VIEW v3 AS SELECT CAST('ab' AS CHAR(2)) AS x UNION ALL SELECT CAST('abc' AS VARCHAR(2));
DESCRIBE v3;
CREATE TEMPORARY VIEW v4 AS SELECT COALESCE(CAST('ab' AS CHAR(2)), CAST('abc' AS VARCHAR(2))) AS x;
DESCRIBE v4;
SELECT * FROM v1;
