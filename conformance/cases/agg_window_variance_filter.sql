-- STDDEV, VARIANCE, COLLECT and FILTER (WHERE ...) in a tumbling window aggregate
-- The window aggregate reduces the variance calls as a group aggregate does and applies each
-- call's filter to the rows of the window.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  i AS CASE WHEN id % 4 = 0 THEN CAST(NULL AS INT) ELSE CAST(id AS INT) END,
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen', 'number-of-rows' = '12', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '12');
SELECT window_start, STDDEV_POP(i), VAR_SAMP(CAST(i AS DOUBLE)), COUNT(*) FILTER (WHERE i > 3), SUM(i) FILTER (WHERE id % 2 = 1)
  FROM TABLE(TUMBLE(TABLE src, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end;
