-- AFTER MATCH SKIP TO FIRST a variable the match has no row of
-- Flink's CEP fails the job at the first such match (FlinkRuntimeException).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS a, C.id AS c
  AFTER MATCH SKIP TO FIRST B PATTERN (A B? C) DEFINE A AS A.price > 6, B AS B.price < 0) AS mr;
