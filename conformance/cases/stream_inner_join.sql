-- Streaming inner join of two VALUES sources
-- A regular join in streaming keeps both inputs in state and emits +I for every matching pair,
-- whichever side arrives second. Order 13 has no customer and customer 3 has no order.
-- Two VALUES sources race into the join, so Flink does not define the emission order (four
-- recordings happened to agree, customers first, but nothing guarantees it): recorded as the
-- final materialized table.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW orders AS
  SELECT * FROM (VALUES (10, 1, 25), (11, 2, 40), (12, 1, 5), (13, 9, 70)) AS t(order_id, cust_id, amount);
CREATE TEMPORARY VIEW customers AS
  SELECT * FROM (VALUES (1, 'Ann'), (2, 'Bob'), (3, 'Cid')) AS t(id, name);
CREATE TABLE joined (order_id INT, name STRING, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'joined');
INSERT INTO joined SELECT o.order_id, c.name, o.amount FROM orders AS o JOIN customers AS c ON o.cust_id = c.id;
SELECT o.order_id, c.name FROM orders o, customers c WHERE o.cust_id = c.id AND o.amount > 10;
