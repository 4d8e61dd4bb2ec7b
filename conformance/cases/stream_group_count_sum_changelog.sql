-- Streaming GROUP BY with COUNT and SUM: the +I / -U / +U changelog (the core lesson)
-- In streaming mode a grouped aggregate updates its result row by row: the first row of a
-- group is +I, each later row retracts the old result (-U) and emits the new one (+U). The print
-- sink and the SELECT show the same changelog, in arrival order.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW sales AS
  SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('apple', 4), ('apple', 1), ('pear', 2)) AS t(fruit, qty);
CREATE TABLE per_fruit (fruit STRING, n BIGINT, total INT) WITH ('connector' = 'print', 'print-identifier' = 'fruit');
INSERT INTO per_fruit SELECT fruit, COUNT(*), SUM(qty) FROM sales GROUP BY fruit;
SELECT fruit, COUNT(*) AS n, SUM(qty) AS total FROM sales GROUP BY fruit;
