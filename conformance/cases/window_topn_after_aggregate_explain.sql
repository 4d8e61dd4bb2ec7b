-- EXPLAIN of window Top-N after a window aggregate: the key with the largest sum per window
-- Flink's WindowRank reads the window aggregate's window_start and window_end.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), v AS CAST(id * 7 % 10 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
EXPLAIN SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY s DESC, k) AS rn FROM (SELECT window_start, window_end, k, SUM(v) AS s FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end, k)) WHERE rn = 1;
EXPLAIN SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY s DESC, k) AS rn FROM (SELECT window_start, window_end, window_time, k, SUM(v) AS s FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end, window_time, k)) WHERE rn <= 2;
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY s DESC, k) AS rn FROM (SELECT window_start, window_end, window_time, k, SUM(v) AS s FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end, window_time, k)) WHERE rn <= 2;
