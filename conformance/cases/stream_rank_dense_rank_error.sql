-- Streaming Top-N with DENSE_RANK() fails when the job is built, as RANK() does
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('c1', 10), ('c1', 20), ('c2', 5)) AS v(cat, score);
SELECT cat, score, r FROM (SELECT *, DENSE_RANK() OVER (PARTITION BY cat ORDER BY score DESC) AS r FROM t) WHERE r <= 2;
