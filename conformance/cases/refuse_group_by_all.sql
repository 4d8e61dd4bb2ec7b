-- GROUP BY ALL is plain GROUP BY: ALL is the default quantifier of the grouping sets
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT, k AS id % 2) WITH ('connector' = 'datagen', 'number-of-rows' = '5',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
SELECT k, COUNT(*) FROM t GROUP BY ALL k;
