-- EXPLAIN of bounded OVER windows ordered by a rowtime, in streaming mode
-- Pins down how Flink prints a ROWS and a RANGE frame with an offset (the interval in
-- milliseconds, typed in the AST), the Calcite rewrite of SUM and AVG, and the changelog mode
-- (insert-only).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT, k AS id % 2, v AS CAST(id AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '12');
EXPLAIN CHANGELOG_MODE SELECT k, id, SUM(v) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS s,
  AVG(v) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS a FROM ticks;
EXPLAIN SELECT id, k, COUNT(*) OVER (ORDER BY ts RANGE BETWEEN INTERVAL '3' SECOND PRECEDING AND CURRENT ROW) AS c,
  MAX(v) OVER (ORDER BY ts RANGE BETWEEN INTERVAL '3' SECOND PRECEDING AND CURRENT ROW) AS m FROM ticks;
