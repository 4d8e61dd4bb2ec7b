-- EXPLAIN CHANGELOG_MODE: each node's changelog mode, for an aggregate, a join over an aggregate and a Top-1
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1), ('b', 2), ('a', 3)) AS v(k, x);
CREATE TABLE s (k STRING, total INT) WITH ('connector' = 'print');
EXPLAIN CHANGELOG_MODE INSERT INTO s SELECT k, SUM(x) FROM t GROUP BY k;
EXPLAIN CHANGELOG_MODE SELECT a.k, b.x FROM t AS a JOIN (SELECT k, SUM(x) AS x FROM t GROUP BY k) AS b ON a.k = b.k;
EXPLAIN CHANGELOG_MODE SELECT k, x FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY x DESC) AS rn FROM t) WHERE rn = 1;
