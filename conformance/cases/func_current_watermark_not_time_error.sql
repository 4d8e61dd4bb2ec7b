-- CURRENT_WATERMARK of a column that cannot be a time attribute
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, ts AS TIMESTAMPADD(SECOND, id, TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '2' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '5', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
SELECT id, CURRENT_WATERMARK(id) FROM src;
