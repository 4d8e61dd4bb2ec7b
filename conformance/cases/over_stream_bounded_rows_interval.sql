-- A ROWS frame with an INTERVAL offset over a rowtime, in streaming mode
-- Pins down that Flink runs it, reading the interval's milliseconds as a row count (1 ms: ROWS 1 PRECEDING).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT id, SUM(id) OVER (ORDER BY ts ROWS BETWEEN INTERVAL '0.001' SECOND PRECEDING AND CURRENT ROW) FROM ticks;
