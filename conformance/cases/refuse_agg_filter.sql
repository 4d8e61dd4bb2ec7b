-- An aggregate call with FILTER (WHERE ...) aggregates only the rows that pass the filter
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '6',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '6');
SELECT COUNT(*) FILTER (WHERE id > 2), SUM(id) FILTER (WHERE id % 2 = 0) FROM t;
