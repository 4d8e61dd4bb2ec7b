-- Event-time TUMBLE window TVF over a datagen sequence with a computed timestamp and watermark
-- ids 0..69 become timestamps 2024-01-01 00:00:00 + id seconds, with a 5 s watermark delay.
-- 30 s tumbling windows give [00:00, 00:30) with 30 rows, [00:30, 01:00) with 30 and
-- [01:00, 01:30) with 10. Windows emit once, append-only (+I); the last window fires because
-- the bounded source ends with the maximum watermark.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '69');
CREATE TABLE win_print (window_start TIMESTAMP(3), window_end TIMESTAMP(3), n BIGINT, total BIGINT)
  WITH ('connector' = 'print', 'print-identifier' = 'win');
INSERT INTO win_print
SELECT window_start, window_end, COUNT(*), SUM(id)
FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '30' SECOND))
GROUP BY window_start, window_end;
SELECT window_start, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '30' SECOND))
GROUP BY window_start, window_end;
