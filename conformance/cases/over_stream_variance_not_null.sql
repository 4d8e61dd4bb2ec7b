-- STDDEV and VARIANCE of NOT NULL columns over rowtime windows in streaming mode
-- Pins down a variance of a NOT NULL INT over a ROWS 2 PRECEDING frame (nullable, so the sample
-- variance of one row is NULL) and over a RANGE INTERVAL frame, and their plans.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT NOT NULL, k AS id % 2, v AS CAST((id * 7) % 10 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '8');
EXPLAIN SELECT id, VAR_SAMP(v) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS vs FROM ticks;
CREATE TABLE o1 (id BIGINT, vs INT, sp INT) WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT id, VAR_SAMP(v) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW),
  STDDEV_POP(v) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM ticks;
EXPLAIN SELECT id, STDDEV_SAMP(v) OVER (ORDER BY ts RANGE BETWEEN INTERVAL '3' SECOND PRECEDING AND CURRENT ROW) AS ss FROM ticks;
CREATE TABLE o2 (id BIGINT, ss INT) WITH ('connector' = 'print', 'print-identifier' = 'o2');
INSERT INTO o2 SELECT id, STDDEV_SAMP(v) OVER (ORDER BY ts RANGE BETWEEN INTERVAL '3' SECOND PRECEDING AND CURRENT ROW) FROM ticks;
