-- types: the common type of (MAP['a', 1]), (MAP['abc', CAST(NULL AS BIGINT)])
-- DESCRIBE of VALUES, CASE, UNION ALL and COALESCE over these two values records the type Flink
-- derives for each; the last statement selects the VALUES view.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v1 AS SELECT * FROM (VALUES (MAP['a', 1]), (MAP['abc', CAST(NULL AS BIGINT)])) AS t(x);
DESCRIBE v1;
CREATE TEMPORARY VIEW v2 AS SELECT CASE WHEN RAND() > 2 THEN MAP['a', 1] ELSE MAP['abc', CAST(NULL AS BIGINT)] END AS x;
DESCRIBE v2;
CREATE TEMPORARY VIEW v3 AS SELECT MAP['a', 1] AS x UNION ALL SELECT MAP['abc', CAST(NULL AS BIGINT)];
DESCRIBE v3;
CREATE TEMPORARY VIEW v4 AS SELECT COALESCE(MAP['a', 1], MAP['abc', CAST(NULL AS BIGINT)]) AS x;
DESCRIBE v4;
SELECT * FROM v1;
