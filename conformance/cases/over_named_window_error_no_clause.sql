-- OVER w in a query without a WINDOW clause
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1, 10), ('b', 2, 20)) AS v(k, o, x);
SELECT k, SUM(x) OVER w FROM t;
