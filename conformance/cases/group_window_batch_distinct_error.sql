-- A DISTINCT aggregate in a batch group window
-- Flink's batch planner refuses DISTINCT calls in group window aggregates.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00')) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9', 'number-of-rows' = '10');
SELECT TUMBLE_START(ts, INTERVAL '5' SECOND) AS ws, COUNT(DISTINCT id % 3) AS d FROM ticks GROUP BY TUMBLE(ts, INTERVAL '5' SECOND);
