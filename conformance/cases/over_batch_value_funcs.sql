-- FIRST_VALUE, LAST_VALUE, COLLECT, MIN/MAX of strings and COUNT(DISTINCT) over windows, in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 1, 10, 'x'), ('a', 2, 20, 'b'), ('a', 3, 10, 'q'), ('a', 4, 40, 'b'), ('b', 1, 5, 'z'), ('b', 3, 5, 'c')) AS v(k, o, x, s);
SELECT k, o, FIRST_VALUE(x) OVER w AS f, LAST_VALUE(x) OVER w AS l, MIN(s) OVER w AS mi, MAX(s) OVER w AS ma
FROM t WINDOW w AS (PARTITION BY k ORDER BY o);
SELECT k, o, FIRST_VALUE(s) OVER w AS f, LAST_VALUE(s) OVER w AS l
FROM t WINDOW w AS (PARTITION BY k ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW);
SELECT k, o, COLLECT(s) OVER (PARTITION BY k ORDER BY o) AS c FROM t;
SELECT k, o, COUNT(DISTINCT x) OVER (PARTITION BY k ORDER BY o) AS cd FROM t;
