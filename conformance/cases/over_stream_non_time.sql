-- Streaming OVER aggregates ordered ascending by a regular column: Flink 2.3's non-time OVER
-- A row that arrives before rows with larger order keys updates their values with -U/+U; with the
-- default RANGE frame peers share one value; a ROWS frame gives each row its own.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 3, 30), ('a', 1, 10), ('a', 2, 20), ('a', 2, 25), ('b', 5, 50), ('a', 1, 0)) AS v(k, o, x);
SELECT k, o, x, SUM(x) OVER (PARTITION BY k ORDER BY o) AS s FROM t;
SELECT k, o, x, COUNT(x) OVER (PARTITION BY k ORDER BY o ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS c FROM t;
SELECT k, o, x, ROW_NUMBER() OVER (PARTITION BY k ORDER BY o) AS rn, MAX(x) OVER (PARTITION BY k ORDER BY o) AS m FROM t;
