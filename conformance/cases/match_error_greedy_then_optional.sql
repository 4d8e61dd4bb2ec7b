-- A greedy term followed by an optional one
-- Flink's CEP compiler rejects the pattern (MalformedPatternException).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS a, COUNT(B.id) AS n, C.id AS c
  AFTER MATCH SKIP PAST LAST ROW PATTERN (A B+ C?) DEFINE A AS A.price < 3, B AS B.price > 3) AS mr;
