-- TUMBLE_PROCTIME of an event-time window, filtered so that its rows do not depend on the clock
-- The window fires at the end of the input as the final watermark passes it; its processing
-- time is the clock then, later than any date below, so every window's row passes the filter.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9');
SELECT ws, n FROM (SELECT TUMBLE_START(ts, INTERVAL '3' SECOND) AS ws, TUMBLE_PROCTIME(ts, INTERVAL '3' SECOND) AS pt, COUNT(*) AS n FROM ticks GROUP BY TUMBLE(ts, INTERVAL '3' SECOND)) WHERE pt > TIMESTAMP '2024-06-01 00:00:00';
SELECT k, n, pt > TIMESTAMP '2024-06-01 00:00:00' AS later FROM (SELECT id % 2 AS k, SESSION_PROCTIME(ts, INTERVAL '2' SECOND) AS pt, COUNT(*) AS n FROM ticks GROUP BY id % 2, SESSION(ts, INTERVAL '2' SECOND));
