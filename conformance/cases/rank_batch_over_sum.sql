-- Batch SUM(x) OVER (PARTITION BY ... ORDER BY ...): a running total per key, an OverAggregate in Flink
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('c1', 10), ('c1', 20), ('c2', 5), ('c1', 30)) AS v(cat, score);
SELECT cat, score, SUM(score) OVER (PARTITION BY cat ORDER BY score) AS acc FROM t;
SELECT cat, score, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score DESC) AS rn FROM t;
