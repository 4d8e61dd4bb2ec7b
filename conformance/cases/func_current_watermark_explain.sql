-- EXPLAIN of CURRENT_WATERMARK in a filter and a projection
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, ts AS CAST(TIMESTAMPADD(SECOND, id, TIMESTAMP '2024-01-01 00:00:00') AS TIMESTAMP(3)), WATERMARK FOR ts AS ts - INTERVAL '2' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '5', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
EXPLAIN SELECT id, CURRENT_WATERMARK(ts) FROM src WHERE ts > CURRENT_WATERMARK(ts);
