-- ROW_NUMBER() without a filter on it, ordered ascending by a regular column: Flink 2.3 runs it as an OVER aggregate in streaming mode
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('c1', 10), ('c1', 20), ('c2', 5)) AS v(cat, score);
SELECT cat, score, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score) AS rn FROM t;
