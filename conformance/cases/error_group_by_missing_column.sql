-- Error: a selected column that is neither grouped nor aggregated
-- SELECT fruit, shop, SUM(qty) ... GROUP BY fruit: shop is not in the GROUP BY.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW sales AS SELECT * FROM (VALUES ('apple', 'A', 3), ('apple', 'B', 4)) AS t(fruit, shop, qty);
SELECT fruit, SUM(qty) AS total FROM sales GROUP BY fruit;
SELECT fruit, shop, SUM(qty) AS total FROM sales GROUP BY fruit;
