-- A RANGE frame with an INTERVAL offset over a timestamp, in batch mode
-- Pins down that Flink 2.3's batch OverAggregate fails compiling its generated code for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ticks (id BIGINT, v AS CAST(id AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id / 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'))
  WITH ('connector' = 'datagen', 'number-of-rows' = '4', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '4');
CREATE TABLE o1 (id BIGINT, s INT) WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT id, SUM(v) OVER (ORDER BY ts RANGE BETWEEN INTERVAL '2' SECOND PRECEDING AND CURRENT ROW) FROM ticks;
