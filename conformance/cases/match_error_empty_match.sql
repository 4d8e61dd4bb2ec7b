-- A pattern of optional variables only
-- A pattern that can match no rows is refused (TableException).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 7) % 10 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS s PATTERN (A? B?) DEFINE A AS A.price > 1) AS mr;
