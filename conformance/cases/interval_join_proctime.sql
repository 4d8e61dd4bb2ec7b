-- Interval join on processing time
-- Flink plans a proctime IntervalJoin; its rows depend on the wall clock, so only EXPLAIN.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE pa (id BIGINT, k AS CAST(id % 3 AS INT), pt AS PROCTIME()) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5', 'number-of-rows' = '5');
CREATE TABLE pb (id BIGINT, k AS CAST(id % 3 AS INT), pt AS PROCTIME()) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5', 'number-of-rows' = '5');
EXPLAIN SELECT a.id, b.id AS bid FROM pa a JOIN pb b ON a.k = b.k AND b.pt BETWEEN a.pt - INTERVAL '1' HOUR AND a.pt;
