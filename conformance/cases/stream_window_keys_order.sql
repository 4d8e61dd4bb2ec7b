-- The order of a window's rows across group keys in streaming mode
-- When a window fires, Flink's timers for its keys come out of a heap: the first key to arrive
-- first, then the others in reverse order of arrival (0, 4, 3, 2, 1). With a HOP window the
-- timers of two windows are in the heap at once.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector'='datagen','fields.id.kind'='sequence','fields.id.start'='0','fields.id.end'='29');
SELECT window_start, id % 5 AS k, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '10' SECOND)) GROUP BY window_start, window_end, id % 5;
SELECT window_start, window_end, id % 3 AS k, COUNT(*) AS n, SUM(id) AS s FROM TABLE(HOP(TABLE ticks, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND)) GROUP BY window_start, window_end, id % 3;
SELECT window_start, window_end, id % 4 AS k, COUNT(*) AS n FROM TABLE(CUMULATE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '15' SECOND)) GROUP BY window_start, window_end, id % 4;
