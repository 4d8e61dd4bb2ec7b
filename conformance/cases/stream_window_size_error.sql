-- Errors of the window table-valued functions: a HOP whose size is not a multiple of its slide
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector'='datagen','fields.id.kind'='sequence','fields.id.start'='0','fields.id.end'='9');
SELECT window_start, COUNT(*) FROM TABLE(HOP(TABLE ticks, DESCRIPTOR(ts), INTERVAL '3' SECOND, INTERVAL '10' SECOND)) GROUP BY window_start, window_end;
