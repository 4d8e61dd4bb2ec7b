-- Joins: match rows of two tables on a condition
-- An inner join keeps the pairs that match; a LEFT JOIN also keeps the left rows without a match,
-- with NULLs on the right. ORDER BY makes the result's order defined.
SET 'execution.runtime-mode' = 'batch';

CREATE TEMPORARY VIEW customers (id, name, country) AS
  VALUES (1, 'alice', 'FR'), (2, 'bob', 'DE'), (3, 'carol', 'FR');
CREATE TEMPORARY VIEW orders (order_id, customer_id, amount) AS
  VALUES (10, 1, 50), (11, 1, 20), (12, 2, 70), (13, 9, 5);

SELECT c.name, o.order_id, o.amount
FROM customers AS c JOIN orders AS o ON c.id = o.customer_id
ORDER BY order_id;

SELECT c.name, o.order_id
FROM customers AS c LEFT JOIN orders AS o ON c.id = o.customer_id
ORDER BY name, order_id;
