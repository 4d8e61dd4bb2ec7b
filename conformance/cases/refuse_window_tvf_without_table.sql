-- A window function in FROM without TABLE(...) around it
-- Flink 2 takes FROM TUMBLE(TABLE t, ...) as FROM TABLE(TUMBLE(TABLE t, ...)); Flinkpad used to
-- report a syntax error.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'))
  WITH ('connector' = 'datagen', 'number-of-rows' = '5', 'fields.id.kind' = 'sequence',
  'fields.id.start' = '1', 'fields.id.end' = '5');
SELECT window_start, window_end, COUNT(*) AS n
FROM TUMBLE(TABLE t, DESCRIPTOR(ts), INTERVAL '2' SECOND) AS w
GROUP BY window_start, window_end;
