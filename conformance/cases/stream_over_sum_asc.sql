-- SUM(x) OVER a window ordered ascending by a regular column runs in streaming mode in Flink 2.3
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('c1', 10), ('c1', 20), ('c2', 5)) AS v(cat, score);
SELECT cat, score, SUM(score) OVER (PARTITION BY cat ORDER BY score) AS acc FROM t;
