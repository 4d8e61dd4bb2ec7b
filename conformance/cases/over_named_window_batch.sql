-- Named windows (OVER w, WINDOW w AS (...)) in batch mode
-- Pins down that OVER w is the declared window: several calls share it, a window declared and
-- not used is fine, two declarations in one WINDOW clause, and OVER (w ...) extends a window
-- that has no ORDER BY with one and a frame.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 1, 10), ('a', 2, 20), ('a', 3, 25), ('a', 4, 40), ('b', 1, 5), ('b', 3, 7)) AS v(k, o, x);
SELECT k, o, SUM(x) OVER w AS s, COUNT(*) OVER w AS c FROM t WINDOW w AS (PARTITION BY k ORDER BY o);
SELECT k, o, SUM(x) OVER w2 AS s FROM t
  WINDOW w1 AS (PARTITION BY k), w2 AS (PARTITION BY k ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW);
SELECT k, o, MAX(x) OVER (w ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) AS m FROM t WINDOW w AS (PARTITION BY k);
SELECT k, o, ROW_NUMBER() OVER w AS rn, SUM(x) OVER (PARTITION BY k ORDER BY o) AS s FROM t WINDOW w AS (PARTITION BY k ORDER BY o);
