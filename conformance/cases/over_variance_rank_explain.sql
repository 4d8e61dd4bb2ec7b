-- The batch plan of a variance beside ROW_NUMBER over one window
-- Pins down a shape Flinkpad does not explain yet: Flink computes ROW_NUMBER in an
-- OverAggregate of its own, then the squares in a Calc, then the variance's window.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 1, 10, 1.5e0), ('a', 2, 20, 2.5e0), ('b', 1, 5, 1.0e0)) AS v(k, o, x, d);
EXPLAIN SELECT k, o, ROW_NUMBER() OVER (PARTITION BY k ORDER BY o) AS rn, VAR_POP(x) OVER (PARTITION BY k ORDER BY o) AS vp FROM t;
