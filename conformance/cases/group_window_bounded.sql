-- Legacy group windows over a bounded table in streaming mode, equal to batch mode's rows
-- With number-of-rows the table is bounded, so batch mode runs the same script; streaming mode
-- emits each window once, when the watermark passes its end or the input ends. (The streaming
-- and batch comparison of the suite checks the final state against the batch rows.)
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '39', 'number-of-rows' = '40');
CREATE TABLE tw (k BIGINT, ws TIMESTAMP(3), we TIMESTAMP(3), n BIGINT, s BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'tw');
INSERT INTO tw SELECT id % 2, TUMBLE_START(ts, INTERVAL '15' SECOND), TUMBLE_END(ts, INTERVAL '15' SECOND), COUNT(*), SUM(id) FROM ticks GROUP BY id % 2, TUMBLE(ts, INTERVAL '15' SECOND);
SELECT HOP_START(ts, INTERVAL '10' SECOND, INTERVAL '30' SECOND) AS ws, COUNT(*) AS n, MIN(id) AS lo, MAX(id) AS hi FROM ticks GROUP BY HOP(ts, INTERVAL '10' SECOND, INTERVAL '30' SECOND);
