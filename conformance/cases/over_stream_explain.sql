-- Streaming EXPLAIN of an OVER aggregate ordered by a regular column, with its changelog mode
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 2, 20), ('b', 1, 5), ('a', 1, 10)) AS v(k, o, x);
EXPLAIN CHANGELOG_MODE SELECT k, o, SUM(x) OVER (PARTITION BY k ORDER BY o) AS s FROM t;
EXPLAIN SELECT k, o, ROW_NUMBER() OVER (PARTITION BY k ORDER BY o) AS rn FROM t;
