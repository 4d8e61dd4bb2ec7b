-- A join hint after SELECT chooses Flink's join strategy and leaves the rows as they are
-- Flinkpad refuses query hints as not supported.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
CREATE TABLE b (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '2', 'fields.id.end' = '4');
SELECT /*+ BROADCAST(b) */ a.id FROM a JOIN b ON a.id = b.id;
