-- QUALIFY filters on the result of a window function
-- Flinkpad refuses it as not supported rather than as a syntax error.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT, k AS id % 2) WITH ('connector' = 'datagen', 'number-of-rows' = '5',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
SELECT k, id FROM t QUALIFY ROW_NUMBER() OVER (PARTITION BY k ORDER BY id DESC) = 1;
