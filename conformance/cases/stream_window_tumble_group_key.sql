-- A TUMBLE window aggregate grouped by a key as well as the window
-- ids 0..29, key id % 2, 10 s windows: per window, one row per key.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '29');
CREATE TABLE s (window_start TIMESTAMP(3), k BIGINT, n BIGINT, total BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s
SELECT window_start, id % 2, COUNT(*), SUM(id)
FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end, id % 2;
