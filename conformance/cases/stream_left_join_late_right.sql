-- Streaming LEFT JOIN where the right side arrives later: null-padded row, then -D and +I
-- The left side (orders, VALUES) arrives at once; the right side is a datagen sequence throttled
-- to one row per second, and only ids 3 and 4 match, so they arrive about 2 s and 3 s later.
-- Each order is first emitted padded with NULL; when its customer arrives Flink retracts the
-- padded row (-D) and emits the joined row (+I). Order 12 never finds a match and stays padded.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW orders AS
  SELECT * FROM (VALUES (10, 3), (11, 4), (12, 9)) AS t(order_id, cust_id);
CREATE TABLE customers (id BIGINT, name AS 'cust' || CAST(id AS STRING)) WITH (
  'connector' = 'datagen', 'rows-per-second' = '1',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '4');
CREATE TABLE lj (order_id INT, cust_id INT, name STRING) WITH ('connector' = 'print', 'print-identifier' = 'lj');
INSERT INTO lj
SELECT o.order_id, o.cust_id, c.name
FROM orders AS o LEFT JOIN (SELECT * FROM customers WHERE id >= 3) AS c ON o.cust_id = c.id;
