-- APPROX_COUNT_DISTINCT past linear counting: 40000 distinct values, where Flink corrects the
-- raw HyperLogLog++ estimate with its tables of biases
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '40000', 'rows-per-second' = '1000000', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '40000');
SELECT APPROX_COUNT_DISTINCT(id) FROM g;
