-- Event-time CUMULATE windows: a 30 s window reported every 10 s
-- ids 0..44 are timestamps one second apart. Each 30 s window emits three growing results, at
-- 10 s, 20 s and 30 s after its start.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '44');
CREATE TABLE s (window_start TIMESTAMP(3), window_end TIMESTAMP(3), n BIGINT, total BIGINT)
  WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s
SELECT window_start, window_end, COUNT(*), SUM(id)
FROM TABLE(CUMULATE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '30' SECOND))
GROUP BY window_start, window_end;
