-- Window Top-N after a HOP window aggregate: the two keys with the largest sums per window
-- The aggregate counts its rows: without COUNT(*), Flink 2.3 prints the HOP aggregate's
-- select shifted by the count it adds (COUNT(count1$1) AS window_start).
-- Flink's WindowRank reads the aggregate's window_start and window_end and prints the HOP.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), v AS CAST(id * 7 % 10 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
EXPLAIN SELECT * FROM (SELECT window_start, window_end, k, s, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY s DESC, k) AS rn FROM (SELECT window_start, window_end, k, SUM(v) AS s, COUNT(*) AS n FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '3' SECOND, INTERVAL '6' SECOND)) GROUP BY window_start, window_end, k)) WHERE rn <= 2;
SELECT * FROM (SELECT window_start, window_end, k, s, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY s DESC, k) AS rn FROM (SELECT window_start, window_end, k, SUM(v) AS s, COUNT(*) AS n FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '3' SECOND, INTERVAL '6' SECOND)) GROUP BY window_start, window_end, k)) WHERE rn <= 2;
