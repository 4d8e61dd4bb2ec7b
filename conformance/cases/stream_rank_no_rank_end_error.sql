-- Streaming ROW_NUMBER filtered only from below (rn > 1) fails: Flink's Top-N needs a rank end
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('c1', 10), ('c1', 20), ('c2', 5)) AS v(cat, score);
SELECT cat, score FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score DESC) AS rn FROM t) WHERE rn > 1;
