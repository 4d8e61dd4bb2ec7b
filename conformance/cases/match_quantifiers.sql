-- MATCH_RECOGNIZE's quantifiers, greedy and reluctant, in streaming mode
-- Prices over time 4 8 1 5 9 2 6 10 3 7 0 4 8 ... Flink's CEP uses strict contiguity; a greedy
-- term keeps taking rows while its condition holds, so the next variable only matches a row it
-- does not; a reluctant one ends as soon as the rest can match. A match is emitted once no
-- partial match that started earlier is alive, and its skip strategy prunes the rest.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES FIRST(A.id) AS s, LAST(A.id) AS e, COUNT(A.id) AS n, C.id AS c
  AFTER MATCH SKIP PAST LAST ROW PATTERN (A+ C) DEFINE A AS A.price > 2) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES FIRST(A.id) AS s, LAST(A.id) AS e, COUNT(A.id) AS n, C.id AS c
  AFTER MATCH SKIP PAST LAST ROW PATTERN (A+? C) DEFINE A AS A.price > 2) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES FIRST(A.id) AS s, LAST(A.id) AS e, COUNT(A.id) AS n, C.id AS c
  AFTER MATCH SKIP TO NEXT ROW PATTERN (A? C) DEFINE A AS A.price > 2, C AS C.price > 0) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES FIRST(A.id) AS s, LAST(A.id) AS e, COUNT(A.id) AS n, C.id AS c
  AFTER MATCH SKIP TO NEXT ROW PATTERN (A* C) DEFINE A AS A.price > 2, C AS C.price > 0) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES FIRST(A.id) AS s, LAST(A.id) AS e, COUNT(A.id) AS n, C.id AS c
  AFTER MATCH SKIP TO NEXT ROW PATTERN (X A{2} C) DEFINE A AS A.price > 2, C AS C.price > 0) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES FIRST(A.id) AS s, LAST(A.id) AS e, COUNT(A.id) AS n, C.id AS c
  AFTER MATCH SKIP PAST LAST ROW PATTERN (A{2,3} C) DEFINE A AS A.price > 3, C AS C.price < 8) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES FIRST(A.id) AS s, LAST(A.id) AS e, COUNT(A.id) AS n, C.id AS c
  AFTER MATCH SKIP PAST LAST ROW PATTERN (A{2,}? C) DEFINE A AS A.price > 3, C AS C.price < 8) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES FIRST(A.id) AS s, COUNT(B.id) AS n, LAST(C.id) AS c
  AFTER MATCH SKIP TO NEXT ROW PATTERN (A B*? C{2}) DEFINE A AS A.price < 3, C AS C.price > 4) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES FIRST(A.id) AS s, COUNT(B.id) AS n, LAST(C.id) AS c
  AFTER MATCH SKIP TO NEXT ROW PATTERN (A B{1,2} C) DEFINE A AS A.price < 5, B AS B.price > 4) AS mr;
