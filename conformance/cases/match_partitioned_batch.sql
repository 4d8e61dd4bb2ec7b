-- MATCH_RECOGNIZE in batch mode, partitioned
-- Flink 2.3 runs MATCH_RECOGNIZE in batch mode too: the partition's rows in time order
-- through the same NFA. The output starts with the partition columns.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY k ORDER BY ts
  MEASURES FIRST(A.id) AS s, LAST(A.id) AS e, COUNT(A.id) AS n, C.id AS c, MATCH_ROWTIME() AS mt
  AFTER MATCH SKIP PAST LAST ROW PATTERN (A+ C) DEFINE A AS A.price > 2) AS mr;
SELECT k, s, c FROM t MATCH_RECOGNIZE (PARTITION BY k ORDER BY ts
  MEASURES A.id AS s, C.id AS c
  PATTERN (A B*? C) DEFINE A AS A.price > 5, C AS C.price < A.price - 4) AS mr WHERE s > 2;
