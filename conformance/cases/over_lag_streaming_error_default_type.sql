-- LAG with a default of another type than the value, in streaming mode
-- Pins down: Flink's streaming LAG refuses an INT default for a BIGINT value (batch mode casts it).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  k AS id % 2,
  v AS CAST(CASE WHEN id = 3 THEN NULL ELSE id * 10 END AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(CASE id WHEN 0 THEN 10 WHEN 1 THEN 11 WHEN 2 THEN 9 WHEN 3 THEN 12 WHEN 4 THEN 10
    WHEN 5 THEN 15 WHEN 6 THEN 14 WHEN 7 THEN 13 WHEN 8 THEN 20 WHEN 9 THEN 16 WHEN 10 THEN 20 ELSE 21 END AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '2' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '11');
EXPLAIN SELECT id, LAG(id, 2, -1) OVER (ORDER BY ts) AS p FROM ticks;
