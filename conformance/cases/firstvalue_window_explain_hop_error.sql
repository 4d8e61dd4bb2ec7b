-- EXPLAIN of FIRST_VALUE in a HOP window aggregate fails as running it does
-- Pins down: the missing merge method is found while Flink plans the statement, so EXPLAIN fails
-- with the same ValidationException.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '2' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '29');
EXPLAIN SELECT window_start, FIRST_VALUE(id) AS f FROM TABLE(HOP(TABLE ticks, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND)) GROUP BY window_start, window_end;
