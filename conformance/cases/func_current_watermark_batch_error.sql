-- CURRENT_WATERMARK in batch mode: no column is a rowtime attribute there
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT, ts AS TIMESTAMPADD(SECOND, id, TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '2' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT id, CURRENT_WATERMARK(ts) FROM src;
