-- A SESSION group window in batch mode
-- Flink's batch planner has no session group window.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9', 'number-of-rows' = '10');
SELECT SESSION_START(ts, INTERVAL '2' SECOND) AS ws, COUNT(*) AS n FROM ticks GROUP BY SESSION(ts, INTERVAL '2' SECOND);
