-- EXPLAIN of batch OVER aggregates: Flink's OverAggregate over a Sort on the partition and order keys
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 2, 20), ('b', 1, 5), ('a', 1, 10)) AS v(k, o, x);
EXPLAIN SELECT k, o, SUM(x) OVER (PARTITION BY k ORDER BY o) AS s FROM t;
