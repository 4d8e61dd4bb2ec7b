-- JSON_ARRAYAGG and JSON_OBJECTAGG are aggregate functions in Flink
-- Flinkpad refuses them as not supported rather than reporting "Expression is not being grouped".
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '1',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '1');
SELECT JSON_ARRAYAGG(id), JSON_OBJECTAGG(KEY 'k' VALUE id) FROM t;
