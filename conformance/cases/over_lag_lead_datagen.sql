-- LAG and LEAD over a window
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '4',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '4');
SELECT id, LAG(id) OVER (ORDER BY id), LEAD(id, 1, CAST(0 AS BIGINT)) OVER (ORDER BY id) FROM t;
