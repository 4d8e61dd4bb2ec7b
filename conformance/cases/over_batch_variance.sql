-- STDDEV and VARIANCE over windows, in batch mode
-- Pins down STDDEV_POP, STDDEV_SAMP, VAR_POP, VAR_SAMP, STDDEV and VARIANCE over an ordered
-- window (running) and a bounded ROWS frame: their types (the argument's type for INT) and
-- the sample ones over a single row.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 1, 10, 1.5e0), ('a', 2, 20, 2.5e0), ('a', 3, 25, 4.0e0), ('a', 4, 40, 8.0e0), ('b', 1, 5, 1.0e0), ('b', 3, 7, 3.0e0)) AS v(k, o, x, d);
SELECT k, o, STDDEV_POP(x) OVER w AS sp, STDDEV_SAMP(x) OVER w AS ss, VAR_POP(x) OVER w AS vp, VAR_SAMP(x) OVER w AS vs
FROM t WINDOW w AS (PARTITION BY k ORDER BY o);
SELECT k, o, STDDEV(d) OVER w AS sd, VARIANCE(d) OVER w AS va, VAR_POP(d) OVER w AS vp
FROM t WINDOW w AS (PARTITION BY k ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW);
EXPLAIN SELECT k, o, STDDEV_POP(x) OVER (PARTITION BY k ORDER BY o) AS sp FROM t;
