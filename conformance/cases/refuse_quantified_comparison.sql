-- A quantified comparison, x > ALL (subquery), compares with every row of the subquery
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT id FROM t WHERE id >= ALL (SELECT id FROM t);
