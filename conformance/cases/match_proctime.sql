-- MATCH_RECOGNIZE ordered by a processing-time attribute
-- Ordered by a proctime, rows run through the pattern in arrival order.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, price AS CAST((id * 37) % 11 AS INT), pt AS PROCTIME())
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY pt MEASURES FIRST(A.id) AS s, LAST(A.id) AS e, C.id AS c
  AFTER MATCH SKIP PAST LAST ROW PATTERN (A+ C) DEFINE A AS A.price > 2) AS mr;
