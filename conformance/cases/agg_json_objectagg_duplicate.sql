-- JSON_OBJECTAGG fails at run time on a key seen twice in a group
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT JSON_OBJECTAGG(KEY 'same' VALUE id) FROM t;
