-- RESET of a key brings back its default: the runtime mode returns to streaming
-- The aggregate's result is a changelog in streaming mode and a single row in batch mode.
SET 'execution.runtime-mode' = 'batch';
RESET 'execution.runtime-mode';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT COUNT(*) FROM t;
