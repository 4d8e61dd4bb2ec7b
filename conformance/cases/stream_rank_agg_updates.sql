-- Streaming Top-N per key over an updating aggregate: top-1 and top-3, with the rank column
-- Totals per (shop, item) change as rows arrive; the Top-N over them retracts and re-ranks.
-- Amounts include a negative one, so the totals are not monotonic and Flink uses its
-- retracting Top-N; the EXPLAIN shows the strategy.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW sales AS SELECT * FROM (VALUES
  ('s1', 'apple', 5), ('s1', 'pear', 3), ('s1', 'fig', 4), ('s1', 'pear', 4), ('s2', 'kiwi', 2),
  ('s1', 'apple', -3), ('s1', 'plum', 1), ('s2', 'lime', 6), ('s1', 'fig', 9)) AS v(shop, item, amount);
CREATE TEMPORARY VIEW totals AS SELECT shop, item, SUM(amount) AS total FROM sales GROUP BY shop, item;
CREATE TABLE top1 (shop STRING, item STRING, total INT) WITH ('connector' = 'print', 'print-identifier' = 'top1');
CREATE TABLE top3 (shop STRING, item STRING, total INT, rn BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'top3');
EXPLAIN INSERT INTO top3 SELECT shop, item, total, rn FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY shop ORDER BY total DESC) AS rn FROM totals) WHERE rn <= 3;
INSERT INTO top1 SELECT shop, item, total FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY shop ORDER BY total DESC) AS rn FROM totals) WHERE rn = 1;
INSERT INTO top3 SELECT shop, item, total, rn FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY shop ORDER BY total DESC) AS rn FROM totals) WHERE rn <= 3;
