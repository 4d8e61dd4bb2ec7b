-- A window aggregate with a WHERE before it and a HAVING after it
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '49');
CREATE TABLE s (window_start TIMESTAMP(3), n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '10' SECOND))
WHERE id % 3 <> 0
GROUP BY window_start, window_end
HAVING COUNT(*) > 6;
