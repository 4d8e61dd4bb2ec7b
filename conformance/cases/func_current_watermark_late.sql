-- CURRENT_WATERMARK filtering late rows: the rows behind the watermark are dropped
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, ts AS TIMESTAMPADD(SECOND, CASE WHEN id % 3 = 0 THEN id - 5 ELSE id END, TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '9', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '9');
CREATE TABLE o (id INT, ts TIMESTAMP(3), w TIMESTAMP(3)) WITH ('connector' = 'print', 'print-identifier' = 'late');
INSERT INTO o SELECT id, ts, CURRENT_WATERMARK(ts) FROM src WHERE ts > CURRENT_WATERMARK(ts) OR CURRENT_WATERMARK(ts) IS NULL;
