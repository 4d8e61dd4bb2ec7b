-- Batch OVER aggregates with every frame kind Flink's OverAggregate runs
-- The default frame with ORDER BY is RANGE UNBOUNDED PRECEDING: peers (equal order keys) share
-- the value. ROWS frames count physical rows; n PRECEDING bounds the frame; no ORDER BY is the
-- whole partition. COUNT, AVG (integer), MIN, MAX beside SUM.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 1, 10), ('a', 2, 20), ('a', 2, 25), ('a', 4, 40), ('b', 1, 5), ('b', 3, CAST(NULL AS INT))) AS v(k, o, x);
SELECT k, o, x, SUM(x) OVER (PARTITION BY k ORDER BY o) AS s, COUNT(x) OVER (PARTITION BY k ORDER BY o) AS c FROM t;
SELECT k, o, x, SUM(x) OVER (PARTITION BY k ORDER BY o, x ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS s FROM t;
SELECT k, o, x, SUM(x) OVER (PARTITION BY k ORDER BY o, x ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) AS s2,
  MAX(x) OVER (PARTITION BY k ORDER BY o, x ROWS 1 PRECEDING) AS m FROM t;
SELECT k, o, x, SUM(x) OVER (PARTITION BY k ORDER BY o RANGE BETWEEN 1 PRECEDING AND CURRENT ROW) AS s FROM t;
SELECT k, o, x, AVG(x) OVER (PARTITION BY k) AS a, MIN(x) OVER (PARTITION BY k) AS mi, COUNT(*) OVER (PARTITION BY k) AS n FROM t;
SELECT k, o, x, SUM(x) OVER (ORDER BY o) AS s, ROW_NUMBER() OVER (PARTITION BY k ORDER BY o, x) AS rn FROM t;
