-- Bounded ROWS OVER windows over a timestamp in batch mode
-- Pins down batch mode's ROWS frames with an offset ordered by a timestamp (the streaming
-- case's rowtime), partitioned and not, with rows that share a time in arrival order.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ticks (
  id BIGINT, k AS id % 3, v AS CAST((id * 7) % 10 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id / 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'number-of-rows' = '12', 'fields.id.kind' = 'sequence',
  'fields.id.start' = '1', 'fields.id.end' = '12');
CREATE TABLE o1 (id BIGINT, s INT, c BIGINT, mi INT) WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT id, SUM(v) OVER w, COUNT(*) OVER w, MIN(v) OVER w FROM ticks
  WINDOW w AS (PARTITION BY k ORDER BY ts ROWS BETWEEN 1 PRECEDING AND CURRENT ROW);
CREATE TABLE o2 (id BIGINT, s INT, ma INT, a INT, c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o2');
INSERT INTO o2 SELECT id, SUM(v) OVER w, MAX(v) OVER w, AVG(v) OVER w, COUNT(v) OVER w FROM ticks
  WINDOW w AS (ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW);
