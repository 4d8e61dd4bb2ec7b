-- ARRAY_AGG in a streaming TUMBLE window aggregate, NULLs kept, and IGNORE NULLS
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, ts AS TIMESTAMPADD(SECOND, id, TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '2' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '5', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
CREATE TABLE o (ws TIMESTAMP(3), a ARRAY<INT>, b ARRAY<INT>) WITH ('connector' = 'print', 'print-identifier' = 'win');
INSERT INTO o SELECT window_start, ARRAY_AGG(CASE WHEN id = 2 THEN CAST(NULL AS INT) ELSE id END), ARRAY_AGG(CASE WHEN id = 2 THEN CAST(NULL AS INT) ELSE id END IGNORE NULLS) FROM TABLE(TUMBLE(TABLE src, DESCRIPTOR(ts), INTERVAL '3' SECOND)) GROUP BY window_start, window_end;
