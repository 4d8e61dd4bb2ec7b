-- EXPLAIN and rows of window Top-N with a partition key besides the window: the two largest v per k and window
-- conformance: final
-- Flink's WindowRank prints partitionBy=[k] and hashes the Exchange on k; the window columns
-- come last in the Calc below it.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), v AS CAST(id * 7 % 10 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
EXPLAIN SELECT * FROM (SELECT window_start, window_end, k, v, ROW_NUMBER() OVER (PARTITION BY k, window_start, window_end ORDER BY v DESC, id) AS rn FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) WHERE rn <= 2;
SELECT * FROM (SELECT window_start, window_end, k, v, ROW_NUMBER() OVER (PARTITION BY k, window_start, window_end ORDER BY v DESC, id) AS rn FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) WHERE rn <= 2;
EXPLAIN SELECT id, v, window_end FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end, k ORDER BY v) AS rn FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) WHERE rn <= 1 + 1;
