-- A bounded ROWS OVER window ordered by a rowtime attribute, in streaming mode
-- Pins down Flink's RowTimeRowsBoundedPrecedingFunction: rows wait for the watermark and come
-- out in time order, insert-only; ROWS BETWEEN 2 PRECEDING keeps the current row and the two
-- before it, retracting the oldest from SUM, COUNT, AVG, MIN and MAX (MIN/MAX of the window
-- fall back to older values once the extreme leaves); rows of one time (ids 3 and 5) are
-- each accumulated and emitted in turn; a row not later than its partition's last fired time
-- is dropped (id 7), while one behind the watermark but later than that waits for the next
-- watermark (id 8, partitioned); a NULL argument (id 6) is skipped by SUM and COUNT(v) but
-- counted by COUNT(*); strings' MIN and MAX retract too; CURRENT ROW as the lower bound fails.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  k AS id % 2,
  v AS CAST(CASE WHEN id = 6 THEN NULL ELSE (id * 7) % 10 END AS INT),
  s AS CAST(CHR(CAST(97 + (id * 3) % 5 AS INT)) AS STRING),
  ts AS TIMESTAMPADD(SECOND, CAST(CASE id WHEN 3 THEN 5 WHEN 6 THEN 8 WHEN 7 THEN 4 WHEN 8 THEN 5 WHEN 9 THEN 9 WHEN 10 THEN 12 WHEN 11 THEN 11 WHEN 12 THEN 13 ELSE id END AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '3' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '12');
CREATE TABLE o1 (k BIGINT, id BIGINT, ts TIMESTAMP(3), v INT, sm INT, c BIGINT, cs BIGINT, a INT, mi INT, ma INT)
  WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT k, id, ts, v,
  SUM(v) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW),
  COUNT(v) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW),
  COUNT(*) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW),
  AVG(v) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW),
  MIN(v) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW),
  MAX(v) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW)
FROM ticks;
CREATE TABLE o2 (id BIGINT, s STRING, mi STRING, ma STRING, c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o2');
INSERT INTO o2 SELECT id, s,
  MIN(s) OVER (ORDER BY ts ROWS BETWEEN 1 PRECEDING AND CURRENT ROW),
  MAX(s) OVER (ORDER BY ts ROWS BETWEEN 1 PRECEDING AND CURRENT ROW),
  COUNT(*) OVER (ORDER BY ts ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)
FROM ticks;
CREATE TABLE o3 (id BIGINT, c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o3');
INSERT INTO o3 SELECT id, COUNT(*) OVER (ORDER BY ts ROWS BETWEEN CURRENT ROW AND CURRENT ROW) FROM ticks;
