-- STDDEV and VARIANCE over bounded ROWS frames and of expressions, in batch mode
-- Pins down how Flink types and plans a variance over a ROWS n PRECEDING frame of a NOT NULL
-- argument (the frame may be empty to Calcite, so the call and a SUM beside it are nullable),
-- a variance of an expression (x + 1, computed below the window), and the rows of TINYINT and
-- FLOAT arguments.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 1, 10, 1.5e0), ('a', 2, 20, 2.5e0), ('a', 3, 25, 4.0e0), ('b', 1, 5, 1.0e0)) AS v(k, o, x, d);
EXPLAIN SELECT k, STDDEV_SAMP(x) OVER w AS ss, SUM(x) OVER w AS s FROM t WINDOW w AS (PARTITION BY k ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW);
SELECT k, o, STDDEV_SAMP(x) OVER w AS ss, SUM(x) OVER w AS s, VAR_POP(d) OVER w AS vp FROM t WINDOW w AS (PARTITION BY k ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW);
EXPLAIN SELECT k, VAR_POP(x + 1) OVER (PARTITION BY k ORDER BY o) AS vp FROM t;
SELECT k, o, VAR_POP(x + 1) OVER (PARTITION BY k ORDER BY o) AS vp, STDDEV_SAMP(x * 2) OVER (PARTITION BY k ORDER BY o) AS ss FROM t;
CREATE TEMPORARY VIEW u AS SELECT k, o, CAST(x AS TINYINT) AS xt, CAST(d AS FLOAT) AS df FROM t;
SELECT k, o, VAR_SAMP(xt) OVER w AS vt, STDDEV_POP(df) OVER w AS sf FROM u WINDOW w AS (PARTITION BY k ORDER BY o);
