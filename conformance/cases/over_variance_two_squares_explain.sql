-- Batch plans of two variance arguments whose squares Flink computes above the window's sort
-- Pins down a shape Flinkpad does not explain yet: with the projection of two squares placed
-- above the Sort (its rows are wider than its input's), Flink's plan has a Sort on the
-- window's other fields above the OverAggregate.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 1, 10, 1.5e0), ('a', 2, 20, 2.5e0), ('a', 3, 25, 4.0e0), ('b', 1, 5, 1.0e0)) AS v(k, o, x, d);
EXPLAIN SELECT k, STDDEV_SAMP(x) OVER w AS ss, SUM(x) OVER w AS s, VAR_POP(d) OVER w AS vp FROM t WINDOW w AS (PARTITION BY k ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW);
CREATE TEMPORARY VIEW u AS SELECT k, o, CAST(x AS TINYINT) AS xt, CAST(d AS FLOAT) AS df FROM t;
EXPLAIN SELECT k, VAR_SAMP(xt) OVER w AS vt, STDDEV_POP(df) OVER w AS sf FROM u WINDOW w AS (PARTITION BY k ORDER BY o);
