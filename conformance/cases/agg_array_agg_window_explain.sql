-- EXPLAIN of ARRAY_AGG in a streaming TUMBLE window aggregate
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, ts AS TIMESTAMPADD(SECOND, id, TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '2' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '5', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
EXPLAIN SELECT window_start, ARRAY_AGG(id), ARRAY_AGG(id IGNORE NULLS) FROM TABLE(TUMBLE(TABLE src, DESCRIPTOR(ts), INTERVAL '3' SECOND)) GROUP BY window_start, window_end;
