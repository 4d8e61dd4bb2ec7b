-- Result types of CASE, COALESCE, date and time literals, and UNION ALL with a CTE and ORDER BY
-- CASE takes the least restrictive type of its branches (nullable without ELSE), COALESCE is
-- NOT NULL when any argument is, a TIMESTAMP literal's precision is its fractional digits, and
-- UNION ALL widens INT and DECIMAL(2, 1) to DECIMAL(11, 1).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v1 AS SELECT CASE WHEN 1 > 0 THEN 'a' ELSE 'abc' END AS c, CASE 1 WHEN 1 THEN 2 END AS d;
DESCRIBE v1;
CREATE TEMPORARY VIEW v2 AS SELECT COALESCE(CAST(NULL AS INT), 2) AS a, COALESCE(CAST(NULL AS INT), CAST(NULL AS BIGINT)) AS b;
DESCRIBE v2;
CREATE TEMPORARY VIEW v3 AS SELECT DATE '2024-01-31' AS d, TIME '08:05:00' AS t, TIMESTAMP '2024-01-31 10:20:30.5' AS ts;
DESCRIBE v3;
CREATE TEMPORARY VIEW v4 AS WITH w AS (SELECT 1 AS x) SELECT x FROM w UNION ALL SELECT 2.5 AS y ORDER BY x DESC LIMIT 1;
DESCRIBE v4;
