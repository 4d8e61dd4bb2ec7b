-- A call over a window name that no WINDOW clause declares
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1, 10), ('b', 2, 20)) AS v(k, o, x);
SELECT k, SUM(x) OVER w2 FROM t WINDOW w AS (PARTITION BY k ORDER BY o);
