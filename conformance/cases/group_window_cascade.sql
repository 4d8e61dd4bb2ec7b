-- TUMBLE_ROWTIME is a rowtime attribute: a second group window over it
-- A view of 10 s tumbling windows per key (id % 2) keeps TUMBLE_ROWTIME as rt; a 30 s window
-- over rt sums them. rt is TIMESTAMP(3) *ROWTIME* (DESCRIBE), so the second window runs in
-- event time on the watermarks the first window forwards.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '69');
CREATE VIEW per10 AS SELECT id % 2 AS k, TUMBLE_START(ts, INTERVAL '10' SECOND) AS ws, TUMBLE_ROWTIME(ts, INTERVAL '10' SECOND) AS rt, COUNT(*) AS n FROM ticks GROUP BY id % 2, TUMBLE(ts, INTERVAL '10' SECOND);
DESCRIBE per10;
SELECT k, TUMBLE_START(rt, INTERVAL '30' SECOND) AS ws, SUM(n) AS n, COUNT(*) AS windows FROM per10 GROUP BY k, TUMBLE(rt, INTERVAL '30' SECOND);
EXPLAIN SELECT TUMBLE_END(rt, INTERVAL '30' SECOND) AS we, SUM(n) AS n FROM per10 GROUP BY TUMBLE(rt, INTERVAL '30' SECOND);
