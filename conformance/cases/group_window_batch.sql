-- Legacy group windows in batch mode
-- Flink's batch planner runs TUMBLE as a HashWindowAggregate in two phases and HOP as a
-- SortWindowAggregate; TUMBLE_ROWTIME is the time column's type, here TIMESTAMP(0).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9', 'number-of-rows' = '10');
EXPLAIN SELECT TUMBLE_START(ts, INTERVAL '3' SECOND) AS ws, TUMBLE_END(ts, INTERVAL '3' SECOND) AS we, TUMBLE_ROWTIME(ts, INTERVAL '3' SECOND) AS rt, COUNT(*) AS n, SUM(id) AS s FROM ticks GROUP BY TUMBLE(ts, INTERVAL '3' SECOND);
SELECT TUMBLE_START(ts, INTERVAL '3' SECOND) AS ws, TUMBLE_END(ts, INTERVAL '3' SECOND) AS we, TUMBLE_ROWTIME(ts, INTERVAL '3' SECOND) AS rt, COUNT(*) AS n, SUM(id) AS s FROM ticks GROUP BY TUMBLE(ts, INTERVAL '3' SECOND);
EXPLAIN SELECT id % 2 AS k, HOP_START(ts, INTERVAL '2' SECOND, INTERVAL '4' SECOND) AS ws, COUNT(*) AS n FROM ticks GROUP BY HOP(ts, INTERVAL '2' SECOND, INTERVAL '4' SECOND), id % 2;
EXPLAIN SELECT SESSION_START(ts, INTERVAL '2' SECOND) AS ws, COUNT(*) AS n FROM ticks GROUP BY SESSION(ts, INTERVAL '2' SECOND);
