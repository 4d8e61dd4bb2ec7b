-- types: the common type of (ROW(1, 'a')), (ROW(CAST(2 AS BIGINT), 'abc'))
-- DESCRIBE of VALUES, CASE, UNION ALL and COALESCE over these two values records the type Flink
-- derives for each; the last statement selects the VALUES view.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v1 AS SELECT * FROM (VALUES (ROW(1, 'a')), (ROW(CAST(2 AS BIGINT), 'abc'))) AS t(x);
DESCRIBE v1;
CREATE TEMPORARY VIEW v2 AS SELECT CASE WHEN RAND() > 2 THEN ROW(1, 'a') ELSE ROW(CAST(2 AS BIGINT), 'abc') END AS x;
DESCRIBE v2;
CREATE TEMPORARY VIEW v3 AS SELECT ROW(1, 'a') AS x UNION ALL SELECT ROW(CAST(2 AS BIGINT), 'abc');
DESCRIBE v3;
CREATE TEMPORARY VIEW v4 AS SELECT COALESCE(ROW(1, 'a'), ROW(CAST(2 AS BIGINT), 'abc')) AS x;
DESCRIBE v4;
SELECT * FROM v1;
