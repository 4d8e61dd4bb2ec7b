-- EXPLAIN of window Top-N with DENSE_RANK fails: Flink's WindowRank supports ROW_NUMBER only
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, v AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '20', 'number-of-rows' = '20');
EXPLAIN SELECT * FROM (SELECT window_start, window_end, id, v, DENSE_RANK() OVER (PARTITION BY window_start, window_end, v ORDER BY id DESC) AS r FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '10' SECOND))) WHERE r <= 2;
