-- Bounded ROWS OVER windows over a rowtime in streaming mode, on a bounded table batch mode reads too
-- Pins down, for the comparison of streaming final state with batch mode, ROWS frames with an
-- offset over rows in time order (none late), partitioned and not, with rows that share a time
-- taken in arrival order.
SET 'execution.runtime-mode' = 'streaming';
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
