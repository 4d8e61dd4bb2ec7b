-- GROUP BY with HAVING, COUNT(*) vs COUNT(col) vs COUNT(DISTINCT), SUM, MIN/MAX on strings
-- Pins down: COUNT(col) skips NULLs while COUNT(*) does not, COUNT(DISTINCT) ignores NULL, SUM of
-- an INT column stays INT, MIN/MAX compare strings lexicographically (upper case before lower case),
-- HAVING filters on an aggregate that is not selected, unaliased aggregates are named EXPR$n, and the
-- same aggregation written into a print sink.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW sales AS
SELECT * FROM (VALUES
  ('north', 'apple', 10), ('north', 'Banana', 5), ('north', 'apple', CAST(NULL AS INT)),
  ('south', 'cherry', 7), ('south', 'date', 7), ('east', 'fig', 1)
) AS t(region, product, qty);
SELECT region, COUNT(*) AS n_rows, COUNT(qty) AS n_qty, COUNT(DISTINCT product) AS n_products,
  COUNT(DISTINCT qty) AS n_dist_qty, SUM(qty) AS total, MIN(product) AS first_p, MAX(product) AS last_p
FROM sales GROUP BY region;
SELECT region, SUM(qty) AS total FROM sales GROUP BY region HAVING COUNT(*) >= 2;
SELECT region FROM sales GROUP BY region HAVING MAX(qty) > 5 AND MIN(product) < 'd';
SELECT region, COUNT(*), SUM(qty), MAX(qty) FROM sales GROUP BY region;
CREATE TEMPORARY VIEW typed AS SELECT region, COUNT(*) AS c, SUM(qty) AS s, MIN(product) AS mn FROM sales GROUP BY region;
DESCRIBE typed;
CREATE TABLE agg_out (region STRING, n BIGINT, total INT) WITH ('connector' = 'print', 'print-identifier' = 'agg_out');
INSERT INTO agg_out SELECT region, COUNT(*), SUM(qty) FROM sales GROUP BY region;
