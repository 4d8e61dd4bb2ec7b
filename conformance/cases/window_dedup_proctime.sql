-- Window deduplication over a processing-time TUMBLE window: EXPLAIN only
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), pt AS PROCTIME()) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '8', 'number-of-rows' = '8');
EXPLAIN SELECT * FROM (SELECT window_start, k, id, ROW_NUMBER() OVER (PARTITION BY window_start, window_end, k ORDER BY pt DESC) AS rn FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(pt), INTERVAL '5' SECOND))) WHERE rn = 1;
