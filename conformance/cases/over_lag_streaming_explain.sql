-- EXPLAIN of LAG over a rowtime in streaming mode
-- Pins down: the OverAggregate with its RANGE window and LAG(v), LAG(v, 2, -1) in select.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  k AS id % 2,
  v AS CAST(id * 10 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '2' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '11');
EXPLAIN SELECT k, id, LAG(v) OVER (PARTITION BY k ORDER BY ts) AS p, LAG(v, 2, -1) OVER (PARTITION BY k ORDER BY ts) AS pd FROM ticks;
EXPLAIN SELECT id, k, LAG(v) OVER (PARTITION BY k ORDER BY ts) AS p FROM ticks;
