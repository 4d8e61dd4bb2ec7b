-- EXPLAIN of FIRST_VALUE, LAST_VALUE and COUNT(DISTINCT) over a rowtime order, in streaming mode
-- Pins down how the OverAggregate lists a distinct call and the value functions.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT, v AS CAST((id * 7) % 4 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '8');
EXPLAIN SELECT id, v, ts, COUNT(DISTINCT v) OVER w AS cd, FIRST_VALUE(v) OVER w AS f, LAST_VALUE(v) OVER w AS l
FROM ticks WINDOW w AS (ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW);
