-- LAG and SUM over a proctime order in streaming mode
-- Pins down: each row is emitted as it comes, with the values of the rows before it in
-- arrival order (Flink's ProcTimeUnboundedPrecedingFunction), insert-only.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE pt (id BIGINT, k AS id % 2, v AS CAST(CASE WHEN id = 3 THEN NULL ELSE 10 - id END AS INT), p AS PROCTIME())
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '7');
CREATE TABLE o (k BIGINT, id BIGINT, l INT, l2 INT, s INT, c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o');
INSERT INTO o SELECT k, id, LAG(v) OVER (PARTITION BY k ORDER BY p), LAG(v, 2, -1) OVER (PARTITION BY k ORDER BY p),
  SUM(v) OVER (PARTITION BY k ORDER BY p), COUNT(*) OVER (PARTITION BY k ORDER BY p) FROM pt;
