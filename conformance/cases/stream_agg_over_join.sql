-- Streaming aggregate over a join: total amount per customer name
-- The join emits +I pairs as matches appear, and the aggregate over it updates per name. Two
-- VALUES sources race into the join, so the emission order is not defined: recorded as the
-- final materialized table.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW orders AS
  SELECT * FROM (VALUES (10, 1, 25), (11, 2, 40), (12, 1, 5), (13, 9, 70), (14, 2, 1)) AS t(order_id, cust_id, amount);
CREATE TEMPORARY VIEW customers AS
  SELECT * FROM (VALUES (1, 'Ann'), (2, 'Bob'), (3, 'Cid')) AS t(id, name);
CREATE TABLE per_name (name STRING, orders_n BIGINT, total INT) WITH ('connector' = 'print', 'print-identifier' = 'per_name');
INSERT INTO per_name
SELECT c.name, COUNT(*), SUM(o.amount) FROM orders AS o JOIN customers AS c ON o.cust_id = c.id GROUP BY c.name;
SELECT c.name, MAX(o.amount) AS biggest FROM orders AS o JOIN customers AS c ON o.cust_id = c.id GROUP BY c.name;
