-- types: the common type of ('ab'), ('cd')
-- DESCRIBE of VALUES, CASE, UNION ALL and COALESCE over these two values records the type Flink
-- derives for each; the last statement selects the VALUES view.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v1 AS SELECT * FROM (VALUES ('ab'), ('cd')) AS t(x);
DESCRIBE v1;
CREATE TEMPORARY VIEW v2 AS SELECT CASE WHEN RAND() > 2 THEN 'ab' ELSE 'cd' END AS x;
DESCRIBE v2;
CREATE TEMPORARY VIEW v3 AS SELECT 'ab' AS x UNION ALL SELECT 'cd';
DESCRIBE v3;
CREATE TEMPORARY VIEW v4 AS SELECT COALESCE('ab', 'cd') AS x;
DESCRIBE v4;
SELECT * FROM v1;
