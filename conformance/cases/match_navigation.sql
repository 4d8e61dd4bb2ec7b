-- FIRST, LAST with offsets, aggregates and MATCH_ROWTIME in DEFINE and MEASURES
-- In DEFINE a variable's column is the row being tested, another variable's its last row,
-- LAST(B.price, 1) the row before among B's, aggregates run over the variable's rows so far;
-- in MEASURES they read the whole match. A variable with no rows gives NULL.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
CREATE TABLE m (s BIGINT, e BIGINT, n BIGINT, total INT, ap INT, lo INT, hi INT, prev_b INT, second_b INT, up INT,
  mt TIMESTAMP(3)) WITH ('connector' = 'print', 'print-identifier' = 'm');
INSERT INTO m
SELECT * FROM t MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES FIRST(A.id) AS s, LAST(B.id) AS e, COUNT(B.id) AS n, SUM(B.price) AS total, AVG(B.price) AS ap,
    MIN(B.price) AS lo, MAX(B.price) AS hi, LAST(B.price, 1) AS prev_b, FIRST(B.price, 1) AS second_b,
    A.price + 1 AS up, MATCH_ROWTIME() AS mt
  ONE ROW PER MATCH
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A B+? C)
  DEFINE B AS (LAST(B.price, 1) IS NULL AND B.price > A.price) OR B.price > LAST(B.price, 1),
    C AS C.price < LAST(B.price) AND AVG(B.price) > 2
) AS mr;
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts
  MEASURES A.id AS a, B.id AS b, price AS last_price, id AS last_id
  PATTERN (A B) DEFINE A AS price > 5, B AS B.price < A.price AND SUM(A.price) > 6) AS mr;
