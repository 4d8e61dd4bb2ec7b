-- A WINDOW clause declaring one name twice
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1, 10), ('b', 2, 20)) AS v(k, o, x);
SELECT k, SUM(x) OVER w FROM t WINDOW w AS (PARTITION BY k ORDER BY o), w AS (ORDER BY o);
