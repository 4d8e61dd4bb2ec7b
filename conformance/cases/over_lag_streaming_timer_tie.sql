-- LAG over a rowtime order where two partitions' timers fire at one time
-- Pins down: at watermark 18 partition 0's timer at 14 and partition 1's timer at 14 (set at
-- watermark 13 + 1, rows of time 15 waiting) fire in Flink's order of its timer queue.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  k AS id % 2,
  v AS CAST(CASE WHEN id = 3 THEN NULL ELSE id * 10 END AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(CASE id WHEN 0 THEN 10 WHEN 1 THEN 11 WHEN 2 THEN 9 WHEN 3 THEN 12 WHEN 4 THEN 10
    WHEN 5 THEN 15 WHEN 6 THEN 14 WHEN 7 THEN 13 WHEN 8 THEN 20 WHEN 9 THEN 16 WHEN 10 THEN 20 ELSE 21 END AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '2' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '11');
CREATE TABLE o1 (k BIGINT, id BIGINT, ts TIMESTAMP(3), p INT) WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT k, id, ts, LAG(v) OVER (PARTITION BY k ORDER BY ts) FROM ticks;
