-- Streaming COUNT(*) without GROUP BY, SELECT DISTINCT and COUNT(DISTINCT)
-- A global aggregate is one group: +I[1], then -U[n-1]/+U[n] for every further row. SELECT
-- DISTINCT emits each new value once as +I and nothing for repeats. COUNT(DISTINCT) only
-- updates when a new value appears.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW sales AS
  SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('apple', 4), ('fig', 1), ('pear', 2)) AS t(fruit, qty);
CREATE TABLE total_print (n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'total');
INSERT INTO total_print SELECT COUNT(*) FROM sales;
SELECT DISTINCT fruit FROM sales;
SELECT COUNT(DISTINCT fruit) AS kinds, COUNT(*) AS n FROM sales;
