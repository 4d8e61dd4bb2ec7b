-- AFTER MATCH SKIP's four strategies over one pattern
-- PAST LAST ROW starts after the match, TO NEXT ROW at the row after its first, TO FIRST and
-- TO LAST x at that row of x (Flink prunes the partial matches that started before it).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS a, FIRST(B.id) AS fb, LAST(B.id) AS lb, C.id AS c
  AFTER MATCH SKIP PAST LAST ROW PATTERN (A B+? C) DEFINE B AS B.price > 2, C AS C.price > 6) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS a, FIRST(B.id) AS fb, LAST(B.id) AS lb, C.id AS c
  AFTER MATCH SKIP TO NEXT ROW PATTERN (A B+? C) DEFINE B AS B.price > 2, C AS C.price > 6) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS a, FIRST(B.id) AS fb, LAST(B.id) AS lb, C.id AS c
  AFTER MATCH SKIP TO FIRST B PATTERN (A B+? C) DEFINE B AS B.price > 2, C AS C.price > 6) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS a, FIRST(B.id) AS fb, LAST(B.id) AS lb, C.id AS c
  AFTER MATCH SKIP TO LAST B PATTERN (A B+? C) DEFINE B AS B.price > 2, C AS C.price > 6) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS a, FIRST(B.id) AS fb, LAST(B.id) AS lb, C.id AS c
  AFTER MATCH SKIP TO B PATTERN (A B+? C) DEFINE B AS B.price > 2, C AS C.price > 6) AS mr;
