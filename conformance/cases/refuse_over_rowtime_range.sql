-- A bounded OVER window ordered by a rowtime attribute, in streaming mode
-- Flink runs a RANGE and a ROWS frame over an event-time attribute. Flinkpad refuses what it
-- cannot run as not supported rather than as "Non-time attribute sort".
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS id % 2,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6');
CREATE TABLE o1 (id BIGINT, s BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o1');
CREATE TABLE o2 (id BIGINT, c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o2');
INSERT INTO o1 SELECT id,
  SUM(id) OVER (PARTITION BY k ORDER BY ts RANGE BETWEEN INTERVAL '3' SECOND PRECEDING AND CURRENT ROW)
FROM t;
INSERT INTO o2 SELECT id,
  COUNT(id) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)
FROM t;
