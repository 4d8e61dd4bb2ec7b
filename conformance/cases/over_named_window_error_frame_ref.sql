-- OVER (w ROWS ...) where w already has a frame
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1, 10), ('b', 2, 20)) AS v(k, o, x);
SELECT k, SUM(x) OVER (w ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM t
  WINDOW w AS (PARTITION BY k ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW);
