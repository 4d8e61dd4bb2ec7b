-- LAG over a window ordered by a regular column in streaming mode
-- Pins down: Flink runs it while rows come in order of the key; a row before others makes it
-- compare LAG's accumulators, which fails (the next statement). Flinkpad refuses both.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('c1', 10), ('c1', 20), ('c2', 5)) AS v(cat, score);
EXPLAIN SELECT cat, score, LAG(score) OVER (PARTITION BY cat ORDER BY score) AS lv FROM t;
SELECT cat, score, LAG(score) OVER (PARTITION BY cat ORDER BY score) AS lv FROM t;
CREATE TEMPORARY VIEW u AS SELECT * FROM (VALUES ('c1', 20), ('c1', 10), ('c1', 15)) AS v(cat, score);
SELECT cat, score, LAG(score) OVER (PARTITION BY cat ORDER BY score) AS lv FROM u;
