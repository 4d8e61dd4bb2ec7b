-- EXPLAIN of batch OVER aggregates over two windows: one OverAggregate per window, AVG as SUM/COUNT
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 2, 20), ('b', 1, 5), ('a', 1, 10)) AS v(k, o, x);
EXPLAIN SELECT k, o, COUNT(x) OVER (PARTITION BY k ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) AS c, AVG(x) OVER (PARTITION BY k) AS a FROM t;
