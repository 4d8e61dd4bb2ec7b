-- WITHIN bounds a match's time span
-- A partial match whose first row is WITHIN's interval or more before the row being processed
-- is dropped; a completed match that it held back is then emitted.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS a, COUNT(B.id) AS n, C.id AS c
  AFTER MATCH SKIP TO NEXT ROW PATTERN (A B*? C) WITHIN INTERVAL '4' SECOND
  DEFINE A AS A.price > 3, C AS C.price > 8) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS a, COUNT(B.id) AS n, C.id AS c
  AFTER MATCH SKIP TO NEXT ROW PATTERN (A B*? C)
  DEFINE A AS A.price > 3, C AS C.price > 8) AS mr;
