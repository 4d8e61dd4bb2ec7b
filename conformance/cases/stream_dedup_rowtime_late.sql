-- Deduplication on an event-time attribute with out-of-order and late rows
-- Keeping the first row waits for the watermark to pass the earliest row's time, so an earlier
-- row within the watermark delay replaces the candidate, a row later than the watermark is
-- dropped, and the result is insert-only. Keeping the last row updates with -U/+U on every row
-- not earlier than the kept one, late or not.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(CASE id WHEN 0 THEN 10 WHEN 1 THEN 11 WHEN 2 THEN 9 WHEN 3 THEN 12 WHEN 4 THEN 8
    WHEN 5 THEN 15 WHEN 6 THEN 14 WHEN 7 THEN 13 WHEN 8 THEN 20 ELSE 16 END AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '2' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9');
CREATE TABLE first_rows (k BIGINT, id BIGINT, ts TIMESTAMP(3)) WITH ('connector' = 'print', 'print-identifier' = 'first');
CREATE TABLE last_rows (k BIGINT, id BIGINT, ts TIMESTAMP(3)) WITH ('connector' = 'print', 'print-identifier' = 'last');
INSERT INTO first_rows
SELECT k, id, ts FROM (
  SELECT id % 2 AS k, id, ts, ROW_NUMBER() OVER (PARTITION BY id % 2 ORDER BY ts ASC) AS rn FROM ticks)
WHERE rn = 1;
INSERT INTO last_rows
SELECT k, id, ts FROM (
  SELECT id % 2 AS k, id, ts, ROW_NUMBER() OVER (PARTITION BY id % 2 ORDER BY ts DESC) AS rn FROM ticks)
WHERE rn = 1;
