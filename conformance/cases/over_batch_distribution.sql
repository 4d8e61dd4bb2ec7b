-- CUME_DIST, PERCENT_RANK and NTILE over windows, in batch mode
-- Pins down CUME_DIST (peers share the share up to their last one), PERCENT_RANK ((rank - 1)
-- / (rows - 1), 0 for one row), NTILE's buckets (larger ones first) and how EXPLAIN prints them.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 1, 10), ('a', 2, 20), ('a', 2, 25), ('a', 4, 40), ('a', 5, 1), ('b', 1, 5), ('b', 3, 7)) AS v(k, o, x);
SELECT k, o, x, CUME_DIST() OVER w AS cd, PERCENT_RANK() OVER w AS pr FROM t WINDOW w AS (PARTITION BY k ORDER BY o);
SELECT k, o, x, NTILE(2) OVER (PARTITION BY k ORDER BY o, x) AS n2, NTILE(3) OVER (PARTITION BY k ORDER BY o, x) AS n3 FROM t;
EXPLAIN SELECT k, o, CUME_DIST() OVER (PARTITION BY k ORDER BY o) AS cd, PERCENT_RANK() OVER (PARTITION BY k ORDER BY o) AS pr FROM t;
EXPLAIN SELECT k, o, NTILE(2) OVER (PARTITION BY k ORDER BY o) AS n FROM t;
