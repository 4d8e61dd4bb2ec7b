-- Deduplication keeping the first row per key on an event-time attribute
-- ids 0..9 become timestamps one second apart; the key is id % 3. ROW_NUMBER ordered by the
-- rowtime ascending with rn = 1 is Flink's deduplication: one row per key, insert-only.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9');
CREATE TABLE s (k BIGINT, id BIGINT, ts TIMESTAMP(3)) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s
SELECT k, id, ts FROM (
  SELECT id % 3 AS k, id, ts, ROW_NUMBER() OVER (PARTITION BY id % 3 ORDER BY ts ASC) AS rn FROM ticks)
WHERE rn = 1;
