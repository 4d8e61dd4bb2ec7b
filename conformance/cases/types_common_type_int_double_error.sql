-- types: the common type of (1), (1.5E0)
-- DESCRIBE of VALUES, CASE, UNION ALL and COALESCE over these two values records the type Flink
-- derives for each; the last statement selects the VALUES view.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v1 AS SELECT * FROM (VALUES (1), (1.5E0)) AS t(x);
DESCRIBE v1;
CREATE TEMPORARY VIEW v2 AS SELECT CASE WHEN RAND() > 2 THEN 1 ELSE 1.5E0 END AS x;
DESCRIBE v2;
CREATE TEMPORARY VIEW v3 AS SELECT 1 AS x UNION ALL SELECT 1.5E0;
DESCRIBE v3;
CREATE TEMPORARY VIEW v4 AS SELECT COALESCE(1, 1.5E0) AS x;
DESCRIBE v4;
SELECT * FROM v1;
