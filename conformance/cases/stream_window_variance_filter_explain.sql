-- EXPLAIN of a window aggregate over STDDEV, VAR_SAMP and FILTER (WHERE ...)
-- The reduced variance calls are $WELFORD_M2$1 and COUNT in both phases, the local one naming
-- its accumulator $welford_m2$1$0; a call's FILTER prints in the local phase only, on a field the
-- Calc below computes as (cond) IS TRUE, named by its place in the aggregate's input.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  i AS CASE WHEN id % 4 = 0 THEN CAST(NULL AS INT) ELSE CAST(id AS INT) END,
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen', 'number-of-rows' = '12', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '12');
EXPLAIN SELECT window_start, STDDEV_POP(i), VAR_SAMP(CAST(i AS DOUBLE)), COUNT(*) FILTER (WHERE i > 3), MAX(i) FILTER (WHERE id % 2 = 1) FROM TABLE(TUMBLE(TABLE src, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end;
