-- Two OVER windows in one streaming query: Flink computes every aggregate over one window only
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 2, 20), ('b', 1, 5), ('a', 1, 10)) AS v(k, o, x);
SELECT k, o, SUM(x) OVER (PARTITION BY k ORDER BY o) AS s, COUNT(x) OVER (ORDER BY o) AS c FROM t;
