-- Views: name a query, and build on it
-- A view is a stored query: using it is like pasting its SELECT in place. Views stack, and a
-- TEMPORARY view lives only for the session. DESCRIBE shows the schema Flink derived.
SET 'execution.runtime-mode' = 'batch';

CREATE TEMPORARY VIEW sales (region, product, units) AS
  VALUES ('north', 'tea', 10), ('north', 'coffee', 4), ('south', 'tea', 7), ('south', 'tea', 1);

CREATE TEMPORARY VIEW tea_sales AS
  SELECT region, units FROM sales WHERE product = 'tea';

CREATE TEMPORARY VIEW tea_per_region AS
  SELECT region, SUM(units) AS units FROM tea_sales GROUP BY region;

DESCRIBE tea_per_region;

SELECT * FROM tea_per_region ORDER BY region;
