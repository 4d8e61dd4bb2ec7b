-- EXPLAIN of MATCH_RECOGNIZE in batch mode
-- Flink prints LogicalMatch in the abstract syntax tree and Match over a hashed (or single)
-- Exchange, its measures as FINAL(...), its definitions with PREV(A.$2, 0) for a variable's
-- field, AVG expanded to SUM / COUNT; its output appends.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
EXPLAIN SELECT * FROM t MATCH_RECOGNIZE (
  PARTITION BY k
  ORDER BY ts
  MEASURES FIRST(A.id) AS s, LAST(B.id, 1) AS e, MATCH_ROWTIME() AS mt, A.price + 1 AS q, AVG(B.price) AS ap
  ONE ROW PER MATCH
  AFTER MATCH SKIP TO LAST B
  PATTERN (A B{2,3}? C) WITHIN INTERVAL '10' SECOND
  DEFINE A AS A.price > 5, B AS B.price < LAST(B.price, 1) AND B.price > FIRST(B.price, 1), C AS AVG(B.price) > 1
) AS mr;
EXPLAIN SELECT s, e FROM t MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES A.id AS s, C.id AS e
  PATTERN (A B* C)
  DEFINE A AS A.price > 5, C AS C.price < 2
) AS mr WHERE s > 1;
