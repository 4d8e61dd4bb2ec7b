-- Streaming Top-N with RANK() fails: Flink supports only ROW_NUMBER() for Top-N in streaming mode
-- The same query with RANK() runs in batch mode; in streaming mode the planner rejects it.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('c1', 'p1', 10), ('c1', 'p2', 20), ('c1', 'p3', 20), ('c2', 'p4', 5), ('c1', 'p5', 30)) AS v(cat, item, score);
CREATE TABLE s (cat STRING, item STRING, score INT, r BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s
SELECT cat, item, score, r FROM (
  SELECT *, RANK() OVER (PARTITION BY cat ORDER BY score DESC) AS r FROM t)
WHERE r <= 2;
