-- The warm-up's join: generated orders against generated customers on a BIGINT key.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (order_id BIGINT, customer BIGINT, price DOUBLE) WITH (
  'connector' = 'datagen', 'number-of-rows' = '2000', 'rows-per-second' = '100000000',
  'fields.customer.min' = '1', 'fields.customer.max' = '200', 'fields.price.min' = '1', 'fields.price.max' = '100');
CREATE TABLE customers (id BIGINT, name STRING, country STRING) WITH (
  'connector' = 'datagen', 'number-of-rows' = '200', 'rows-per-second' = '100000000',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '200', 'fields.name.length' = '6',
  'fields.country.length' = '1');
SELECT c.country, COUNT(*) AS n, SUM(o.price) AS total
  FROM orders AS o JOIN customers AS c ON o.customer = c.id GROUP BY c.country;
