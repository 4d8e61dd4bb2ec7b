-- SHOW CREATE VIEW: the view's expanded query as Flink stores and prints it
-- Pins down: Flink prints the query it validated: tables fully qualified with an alias, every
-- column qualified by its table's alias, * expanded, each clause on its own line; and the view's
-- column list and comment.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING, c DOUBLE) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE TABLE u (a INT, d STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE VIEW v1 AS SELECT * FROM t;
SHOW CREATE VIEW v1;
CREATE VIEW v2 AS SELECT a AS x, b, UPPER(b) AS ub, a + 1, CAST(a AS BIGINT) AS big, CASE WHEN a > 1 THEN 'hi' ELSE 'lo' END AS band FROM t WHERE a BETWEEN 1 AND 5 AND b LIKE 'x%' AND c IS NOT NULL AND a IN (1, 2, 3);
SHOW CREATE VIEW v2;
CREATE VIEW v3 AS SELECT b, COUNT(*) AS n, SUM(a) AS s FROM t GROUP BY b HAVING COUNT(*) > 1 ORDER BY n DESC LIMIT 10;
SHOW CREATE VIEW v3;
CREATE VIEW v4 AS SELECT t.a, u.d FROM t JOIN u ON t.a = u.a LEFT JOIN u AS u2 ON u2.a = t.a WHERE u.d <> 'z';
SHOW CREATE VIEW v4;
CREATE VIEW v5 AS SELECT a FROM t UNION ALL SELECT a FROM u UNION SELECT 7;
SHOW CREATE VIEW v5;
CREATE VIEW v6 AS SELECT s.b, s.m FROM (SELECT b, MAX(c) AS m FROM t GROUP BY b) AS s WHERE s.m > 0;
SHOW CREATE VIEW v6;
CREATE VIEW v7 AS SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS x(p, q);
SHOW CREATE VIEW v7;
CREATE VIEW v8 AS WITH w AS (SELECT a, b FROM t WHERE a > 0) SELECT w.b FROM w;
SHOW CREATE VIEW v8;
CREATE VIEW v9 AS SELECT a, (SELECT MAX(a) FROM u) AS m FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.a = t.a) AND b NOT IN (SELECT d FROM u);
SHOW CREATE VIEW v9;
CREATE VIEW v10 AS SELECT DISTINCT b FROM v1 WHERE a <> 2;
SHOW CREATE VIEW v10;
CREATE TEMPORARY VIEW v11 (p, q) COMMENT 'two columns' AS SELECT a, COALESCE(b, 'none') FROM t ORDER BY 1 OFFSET 1 ROWS FETCH NEXT 2 ROWS ONLY;
SHOW CREATE VIEW v11;
CREATE VIEW v12 AS SELECT a, -a AS neg, NOT (a > 1) AS notbig, a % 2 AS m, 'it''s' AS q, TRUE AS t1, 1.50 AS d, CAST(NULL AS INT) AS n FROM t;
SHOW CREATE VIEW v12;
