-- Window Top-N with RANK fails: Flink's WindowRank supports ROW_NUMBER only
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, v AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '20', 'number-of-rows' = '20');
SELECT * FROM (SELECT window_start, window_end, id, v, RANK() OVER (PARTITION BY window_start, window_end ORDER BY v) AS r FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '10' SECOND))) WHERE r <= 4;
