-- ROW_NUMBER() without a filter on it, ordered descending, fails in streaming mode: OVER windows order only ascending
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('c1', 10), ('c1', 20), ('c2', 5)) AS v(cat, score);
SELECT cat, score, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score DESC) AS rn FROM t;
