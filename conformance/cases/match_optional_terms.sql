-- Optional terms in the middle and at the end of a pattern, and fixed counts
-- B? in the middle may be skipped; an optional last term never delays a match, as the match
-- without it completes first; B{3} takes exactly three rows.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS a, B.id AS b, C.id AS c
  AFTER MATCH SKIP PAST LAST ROW PATTERN (A B? C) DEFINE A AS A.price > 6, B AS B.price < 5, C AS C.price > 4) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS a, B.id AS b
  AFTER MATCH SKIP TO NEXT ROW PATTERN (A B?) DEFINE A AS A.price > 6) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES FIRST(B.id) AS fb, LAST(B.id) AS lb, C.id AS c
  AFTER MATCH SKIP PAST LAST ROW PATTERN (B{3} C) DEFINE B AS B.price > 2) AS mr;
