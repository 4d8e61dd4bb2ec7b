-- FIRST_VALUE and LAST_VALUE in a CUMULATE window aggregate fail
-- Pins down: Flink's window aggregates over CUMULATE (and HOP, firstvalue_window) merge slices,
-- and Flink's FIRST_VALUE and LAST_VALUE functions have no merge method: a ValidationException
-- naming the call.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '2' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '29');
SELECT window_start, COUNT(*) AS c, LAST_VALUE(id) AS l FROM TABLE(CUMULATE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND)) GROUP BY window_start, window_end;
