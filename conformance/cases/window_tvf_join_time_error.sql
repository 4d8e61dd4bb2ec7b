-- A window function over a regular join's rowtime
-- A regular join materializes the time attributes of its rows: ts is a plain TIMESTAMP(3) to the
-- window function, though DESCRIBE shows the view's ts as a rowtime.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '3',
  'fields.id.end' = '9', 'number-of-rows' = '7');
CREATE VIEW j AS SELECT a.id, a.k, a.ts FROM ev a JOIN ev2 b ON a.id = b.id;
DESCRIBE j;
SELECT window_start, COUNT(*) AS c FROM TABLE(TUMBLE(TABLE j, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end;
