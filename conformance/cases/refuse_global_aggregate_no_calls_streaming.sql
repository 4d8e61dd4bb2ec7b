-- A global aggregate with no aggregate call, in streaming mode
-- HAVING TRUE over a bounded stream: the aggregate's row is emitted once; the rows after the
-- first change no accumulator, so Flink emits no update for them.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT 1 AS c FROM t HAVING TRUE;
