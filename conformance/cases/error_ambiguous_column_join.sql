-- Error: an unqualified column that exists on both sides of a join
-- Both orders and customers have a column id; SELECT id without a table alias is ambiguous.
-- The qualified query before it works.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, 7, 10), (2, 8, 20)) AS t(id, cust_id, amount);
CREATE TEMPORARY VIEW customers AS SELECT * FROM (VALUES (7, 'Ann'), (8, 'Bob')) AS t(id, name);
SELECT o.id, c.name FROM orders o JOIN customers c ON o.cust_id = c.id;
SELECT id, name FROM orders o JOIN customers c ON o.cust_id = c.id;
