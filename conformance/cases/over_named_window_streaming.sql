-- A named window in streaming mode, ordered by a rowtime attribute
-- Pins down that OVER w runs as the declared window written inline would.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT, k AS id % 2, v AS CAST(id * 3 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '8');
CREATE TABLE o1 (k BIGINT, id BIGINT, s INT, c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT k, id, SUM(v) OVER w, COUNT(*) OVER w FROM ticks
  WINDOW w AS (PARTITION BY k ORDER BY ts ROWS BETWEEN 1 PRECEDING AND CURRENT ROW);
CREATE TABLE o2 (id BIGINT, s INT) WITH ('connector' = 'print', 'print-identifier' = 'o2');
INSERT INTO o2 SELECT id, SUM(v) OVER w FROM ticks WINDOW w AS (ORDER BY ts);
