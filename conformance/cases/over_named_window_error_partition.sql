-- OVER (w PARTITION BY ...): a window that refers to another cannot partition again
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1, 10), ('b', 2, 20)) AS v(k, o, x);
SELECT k, SUM(x) OVER (w PARTITION BY o) FROM t WINDOW w AS (ORDER BY o);
