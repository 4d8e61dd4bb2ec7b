-- A window table-valued function without an aggregate, in streaming mode
-- Each row gets its window at once (no waiting for the watermark); window_start and
-- window_end are TIMESTAMP(3) NOT NULL, window_time TIMESTAMP(3) *ROWTIME* one millisecond
-- before the end. Arguments can be named (DATA, TIMECOL, SIZE). A proctime DESCRIPTOR makes
-- window_time a TIMESTAMP_LTZ(3) *PROCTIME*.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector'='datagen','fields.id.kind'='sequence','fields.id.start'='0','fields.id.end'='9');
CREATE VIEW v1 AS SELECT * FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '10' SECOND));
DESCRIBE v1;
CREATE VIEW v2 AS SELECT window_start, window_end, window_time, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '10' SECOND)) GROUP BY window_start, window_end, window_time;
DESCRIBE v2;
CREATE VIEW v3 AS SELECT * FROM TABLE(HOP(TABLE ticks, DESCRIPTOR(pt), INTERVAL '10' SECOND, INTERVAL '20' SECOND));
DESCRIBE v3;
SELECT id, ts, window_start, window_end, window_time FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '3' SECOND));
SELECT id, window_start, window_end FROM TABLE(TUMBLE(DATA => TABLE ticks, TIMECOL => DESCRIPTOR(ts), SIZE => INTERVAL '5' SECOND)) WHERE id > 6;
SELECT id, window_start, window_end FROM TABLE(HOP(TABLE ticks, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND)) WHERE id < 3;
SELECT window_start, window_end, window_time, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '3' SECOND)) GROUP BY window_start, window_end, window_time;
