-- types: the common type of ('a'), ('abc')
-- DESCRIBE of VALUES, CASE, UNION ALL and COALESCE over these two values records the type Flink
-- derives for each; the last statement selects the VALUES view.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v1 AS SELECT * FROM (VALUES ('a'), ('abc')) AS t(x);
DESCRIBE v1;
CREATE TEMPORARY VIEW v2 AS SELECT CASE WHEN RAND() > 2 THEN 'a' ELSE 'abc' END AS x;
DESCRIBE v2;
CREATE TEMPORARY VIEW v3 AS SELECT 'a' AS x UNION ALL SELECT 'abc';
DESCRIBE v3;
CREATE TEMPORARY VIEW v4 AS SELECT COALESCE('a', 'abc') AS x;
DESCRIBE v4;
SELECT * FROM v1;
