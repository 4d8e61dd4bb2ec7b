-- Time attributes in streaming mode: a watermark's column is a rowtime, PROCTIME() a proctime
-- DESCRIBE of the table shows the rowtime at its declared precision, TIMESTAMP(0) *ROWTIME*; a
-- query sees every rowtime as TIMESTAMP(3) *ROWTIME*. A reference, ts + INTERVAL and MAX keep
-- the mark, CAST drops it. PROCTIME() is TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*. The query
-- schema in the sink error prints the marks; EXPLAIN shows the WatermarkAssigner.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector'='datagen','fields.id.kind'='sequence','fields.id.start'='0','fields.id.end'='9');
DESCRIBE ticks;
SHOW CREATE TABLE ticks;
CREATE VIEW v1 AS SELECT id, ts, pt, ts + INTERVAL '1' SECOND AS ts2, CAST(ts AS TIMESTAMP(3)) AS ts3, ts AS tsb FROM ticks WHERE id > 2;
DESCRIBE v1;
CREATE VIEW v2 AS SELECT id % 2 AS k, MAX(ts) AS mts, MAX(pt) AS mpt FROM ticks GROUP BY id % 2;
DESCRIBE v2;
CREATE VIEW v3 AS SELECT id, ts FROM ticks UNION ALL SELECT id, ts FROM ticks;
DESCRIBE v3;
EXPLAIN SELECT id, ts FROM ticks WHERE id > 3;
SELECT id, ts FROM ticks WHERE id > 3;
CREATE TABLE s (a BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO s SELECT id, ts, pt FROM ticks;
