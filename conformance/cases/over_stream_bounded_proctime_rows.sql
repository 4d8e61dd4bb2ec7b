-- A bounded ROWS OVER window ordered by a proctime attribute, in streaming mode
-- Pins down Flink's ProcTimeRowsBoundedPrecedingFunction: each row is emitted as it arrives,
-- with the previous row of its partition (ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) in the
-- aggregates and older ones retracted.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, k AS id % 3, v AS CAST((id * 7) % 10 AS INT), p AS PROCTIME())
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '10');
CREATE TABLE o1 (k BIGINT, id BIGINT, v INT, s INT, mi INT, c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT k, id, v,
  SUM(v) OVER (PARTITION BY k ORDER BY p ROWS BETWEEN 1 PRECEDING AND CURRENT ROW),
  MIN(v) OVER (PARTITION BY k ORDER BY p ROWS BETWEEN 1 PRECEDING AND CURRENT ROW),
  COUNT(*) OVER (PARTITION BY k ORDER BY p ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)
FROM ticks;
