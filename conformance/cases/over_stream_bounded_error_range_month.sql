-- A RANGE frame with a year-month INTERVAL offset over a rowtime, in streaming mode
-- Pins down Flink's error for a year-month interval as a window boundary.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT id, SUM(id) OVER (ORDER BY ts RANGE BETWEEN INTERVAL '1' MONTH PRECEDING AND CURRENT ROW) FROM ticks;
