-- Streaming Top-3 per key over an insert-only input, with and without the rank column
-- With the row number selected every row that moves changes rank with -U/+U; without it a row
-- entering the top 3 pushes the last one out with -D and comes in with +I.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 'p1', 10), ('a', 'p2', 30), ('b', 'p3', 5), ('a', 'p4', 20), ('a', 'p5', 40), ('a', 'p6', 15),
  ('b', 'p7', 8), ('a', 'p8', 30)) AS v(k, item, x);
CREATE TABLE with_rank (k STRING, item STRING, x INT, rn BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'with_rank');
CREATE TABLE without_rank (k STRING, item STRING, x INT) WITH ('connector' = 'print', 'print-identifier' = 'without_rank');
INSERT INTO with_rank SELECT k, item, x, rn FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY x DESC) AS rn FROM t) WHERE rn <= 3;
INSERT INTO without_rank SELECT k, item, x FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY x DESC) AS rn FROM t) WHERE rn <= 3;
