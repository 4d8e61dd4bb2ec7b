-- MATCH_RECOGNIZE over an updating input
-- Flink's CEP operator reads inserts only: over a group aggregate's changelog the planner fails.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
SELECT * FROM (SELECT k, MAX(ts) AS ts, COUNT(*) AS c FROM t GROUP BY k) MATCH_RECOGNIZE (ORDER BY ts
  MEASURES A.c AS c PATTERN (A) DEFINE A AS A.c > 1) AS mr;
