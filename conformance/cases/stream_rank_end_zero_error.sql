-- Streaming ROW_NUMBER with a rank end below one (rn < 1) fails planning with Flink's rank end message
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('c1', 10), ('c1', 20), ('c2', 5)) AS v(cat, score);
SELECT cat, score FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score DESC) AS rn FROM t) WHERE rn < 1;
