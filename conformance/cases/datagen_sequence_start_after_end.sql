-- datagen: a sequence whose start is after its end
-- start 10, end 7 does not fail and does not give an empty table: Flink emits 10 and 11.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '100', 'fields.id.kind' = 'sequence', 'fields.id.start' = '10', 'fields.id.end' = '7');
SELECT * FROM g;
