-- A group window with a size that is not an interval
-- The validator's Cannot apply message for $HOP.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9');
SELECT COUNT(*) FROM ticks GROUP BY HOP(ts, 3, INTERVAL '6' SECOND);
