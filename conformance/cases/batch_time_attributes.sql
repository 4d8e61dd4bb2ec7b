-- Time attributes in batch mode: a watermark is ignored, PROCTIME() is still a proctime
-- The rowtime column stays a plain TIMESTAMP(0) in DESCRIBE and in queries, and EXPLAIN has no
-- WatermarkAssigner; PROCTIME() keeps its *PROCTIME* mark.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector'='datagen','fields.id.kind'='sequence','fields.id.start'='0','fields.id.end'='9', 'number-of-rows' = '10');
DESCRIBE ticks;
CREATE VIEW v1 AS SELECT id, ts, pt, ts + INTERVAL '1' SECOND AS ts2 FROM ticks;
DESCRIBE v1;
EXPLAIN SELECT id, ts FROM ticks WHERE id > 3;
SELECT id, ts FROM ticks WHERE id > 3;
