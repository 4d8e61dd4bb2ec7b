-- A bounded RANGE OVER window ordered by a rowtime attribute, in streaming mode
-- Pins down Flink's RowTimeRangeBoundedPrecedingFunction: RANGE BETWEEN INTERVAL '3' SECOND
-- PRECEDING AND CURRENT ROW holds the rows at most 3 s before the current one's time,
-- boundary included; rows of one time (ids 3 and 5) share their values; rows out of time order
-- wait for the watermark; a row not later than its partition's last fired time is dropped
-- (id 7; id 8 unpartitioned), one behind the watermark but later than that is kept (id 8,
-- partitioned); SUM, COUNT, AVG, MIN and MAX retract the rows that left; a named window.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  k AS id % 2,
  v AS CAST((id * 7) % 10 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(CASE id WHEN 3 THEN 5 WHEN 6 THEN 8 WHEN 7 THEN 4 WHEN 8 THEN 5 WHEN 9 THEN 9 WHEN 10 THEN 12 WHEN 11 THEN 11 WHEN 12 THEN 13 ELSE id END AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '3' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '12');
CREATE TABLE o1 (id BIGINT, ts TIMESTAMP(3), v INT, sm INT, c BIGINT, a INT, mi INT, ma INT)
  WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT id, ts, v,
  SUM(v) OVER w3, COUNT(*) OVER w3, AVG(v) OVER w3, MIN(v) OVER w3, MAX(v) OVER w3
FROM ticks WINDOW w3 AS (ORDER BY ts RANGE BETWEEN INTERVAL '3' SECOND PRECEDING AND CURRENT ROW);
CREATE TABLE o2 (k BIGINT, id BIGINT, ts TIMESTAMP(3), sm INT, c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o2');
INSERT INTO o2 SELECT k, id, ts,
  SUM(v) OVER (PARTITION BY k ORDER BY ts RANGE BETWEEN INTERVAL '2' SECOND PRECEDING AND CURRENT ROW),
  COUNT(v) OVER (PARTITION BY k ORDER BY ts RANGE BETWEEN INTERVAL '2' SECOND PRECEDING AND CURRENT ROW)
FROM ticks;
CREATE TABLE o3 (id BIGINT, c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o3');
INSERT INTO o3 SELECT id, COUNT(*) OVER (ORDER BY ts RANGE BETWEEN INTERVAL '0' SECOND PRECEDING AND CURRENT ROW) FROM ticks;
