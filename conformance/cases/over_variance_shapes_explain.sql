-- STDDEV and VARIANCE over windows beside a filter, another window and a ranking, in batch mode
-- Pins down the plans of a variance over a filtered input (the squares computed in the Calc
-- with the condition) and over two windows of one partition, and the rows of these and of a
-- variance beside ROW_NUMBER.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 1, 10, 1.5e0), ('a', 2, 20, 2.5e0), ('a', 3, 25, 4.0e0), ('a', 4, 40, 8.0e0), ('b', 1, 5, 1.0e0), ('b', 3, 7, 3.0e0)) AS v(k, o, x, d);
EXPLAIN SELECT k, o, VAR_POP(x) OVER (PARTITION BY k ORDER BY o) AS vp FROM t WHERE x > 5;
SELECT k, o, VAR_POP(x) OVER (PARTITION BY k ORDER BY o) AS vp FROM t WHERE x > 5;
EXPLAIN SELECT k, o, STDDEV_POP(x) OVER (PARTITION BY k ORDER BY o) AS sp, VAR_SAMP(x) OVER (PARTITION BY k) AS vs FROM t;
SELECT k, o, STDDEV_POP(x) OVER (PARTITION BY k ORDER BY o) AS sp, VAR_SAMP(x) OVER (PARTITION BY k) AS vs FROM t;
SELECT k, o, ROW_NUMBER() OVER (PARTITION BY k ORDER BY o) AS rn, VAR_POP(x) OVER (PARTITION BY k ORDER BY o) AS vp FROM t;
