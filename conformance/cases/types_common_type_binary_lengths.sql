-- types: the common type of (X'01'), (X'0102')
-- DESCRIBE of VALUES, CASE, UNION ALL and COALESCE over these two values records the type Flink
-- derives for each; the last statement selects the VALUES view.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v1 AS SELECT * FROM (VALUES (X'01'), (X'0102')) AS t(x);
DESCRIBE v1;
CREATE TEMPORARY VIEW v2 AS SELECT CASE WHEN RAND() > 2 THEN X'01' ELSE X'0102' END AS x;
DESCRIBE v2;
CREATE TEMPORARY VIEW v3 AS SELECT X'01' AS x UNION ALL SELECT X'0102';
DESCRIBE v3;
CREATE TEMPORARY VIEW v4 AS SELECT COALESCE(X'01', X'0102') AS x;
DESCRIBE v4;
SELECT * FROM v1;
