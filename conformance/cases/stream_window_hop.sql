-- Event-time HOP windows: 20 s windows sliding every 10 s over a datagen sequence
-- ids 0..39 are timestamps one second apart from 2024-01-01 00:00:00. Each row falls in two
-- windows; windows fire in order as the watermark passes their end, and the last ones at the end
-- of the bounded input.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '2' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '39');
CREATE TABLE s (window_start TIMESTAMP(3), window_end TIMESTAMP(3), n BIGINT, lo BIGINT, hi BIGINT)
  WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s
SELECT window_start, window_end, COUNT(*), MIN(id), MAX(id)
FROM TABLE(HOP(TABLE ticks, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '20' SECOND))
GROUP BY window_start, window_end;
