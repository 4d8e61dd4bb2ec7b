-- The _PROCTIME auxiliary functions of legacy group windows in streaming mode
-- TUMBLE_PROCTIME, HOP_PROCTIME and SESSION_PROCTIME read the window property w$proctime,
-- which the GroupWindowAggregate computes from the clock when a window fires, on a
-- processing-time window and on an event-time window alike. Their values depend on the clock,
-- so the case pins down the plans, the changelog modes and the types only.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE pt (id BIGINT, p AS PROCTIME()) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9');
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9');
EXPLAIN SELECT TUMBLE_PROCTIME(p, INTERVAL '1' HOUR) AS pt, COUNT(*) AS n FROM pt GROUP BY TUMBLE(p, INTERVAL '1' HOUR);
EXPLAIN SELECT id % 2 AS k, HOP_PROCTIME(p, INTERVAL '1' HOUR, INTERVAL '2' HOUR) AS pt, COUNT(*) AS n FROM pt GROUP BY id % 2, HOP(p, INTERVAL '1' HOUR, INTERVAL '2' HOUR);
EXPLAIN SELECT SESSION_PROCTIME(p, INTERVAL '1' HOUR) AS pt, COUNT(*) AS n FROM pt GROUP BY SESSION(p, INTERVAL '1' HOUR);
EXPLAIN SELECT TUMBLE_PROCTIME(ts, INTERVAL '3' SECOND) AS pt, COUNT(*) AS n FROM ticks GROUP BY TUMBLE(ts, INTERVAL '3' SECOND);
EXPLAIN SELECT SESSION_PROCTIME(ts, INTERVAL '2' SECOND) AS pt, SESSION_ROWTIME(ts, INTERVAL '2' SECOND) AS rt FROM ticks GROUP BY SESSION(ts, INTERVAL '2' SECOND);
EXPLAIN CHANGELOG_MODE SELECT TUMBLE_PROCTIME(p, INTERVAL '1' HOUR) AS pt, COUNT(*) AS n FROM pt GROUP BY TUMBLE(p, INTERVAL '1' HOUR);
CREATE VIEW vp AS SELECT TUMBLE_PROCTIME(p, INTERVAL '1' HOUR) AS pt, COUNT(*) AS n FROM pt GROUP BY TUMBLE(p, INTERVAL '1' HOUR);
DESCRIBE vp;
CREATE VIEW vr AS SELECT HOP_PROCTIME(ts, INTERVAL '1' SECOND, INTERVAL '2' SECOND) AS pt, COUNT(*) AS n FROM ticks GROUP BY HOP(ts, INTERVAL '1' SECOND, INTERVAL '2' SECOND);
DESCRIBE vr;
-- A second processing-time window over the first one's proctime.
EXPLAIN SELECT TUMBLE_START(pt, INTERVAL '2' HOUR) AS ws, SUM(n) AS n FROM vp GROUP BY TUMBLE(pt, INTERVAL '2' HOUR);
-- A processing-time window that never fires on a bounded input returns no rows.
SELECT TUMBLE_PROCTIME(p, INTERVAL '1' HOUR) AS pt, COUNT(*) AS n FROM pt GROUP BY TUMBLE(p, INTERVAL '1' HOUR);
