-- EXPLAIN of bounded OVER windows ordered by a proctime, in streaming mode
-- Pins down a ROWS frame and a RANGE frame with a MINUTE interval over a proctime attribute.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, k AS id % 2, v AS CAST(id AS INT), p AS PROCTIME())
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '12');
EXPLAIN CHANGELOG_MODE SELECT id, k, v, SUM(v) OVER (PARTITION BY k ORDER BY p ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) AS s FROM ticks;
EXPLAIN SELECT id, k, v, COUNT(v) OVER (PARTITION BY k ORDER BY p RANGE BETWEEN INTERVAL '1' MINUTE PRECEDING AND CURRENT ROW) AS c FROM ticks;
