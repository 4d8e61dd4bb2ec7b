-- The warm-up's batch job: generated rows through a filter, a calc with casts, a group aggregate
-- and a global one, into a blackhole and a query's result.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (order_id BIGINT, price DOUBLE, qty INT, buyer STRING, amount DECIMAL(10, 2)) WITH (
  'connector' = 'datagen', 'number-of-rows' = '2000', 'rows-per-second' = '100000000',
  'fields.price.min' = '1', 'fields.price.max' = '100', 'fields.qty.min' = '1', 'fields.qty.max' = '50',
  'fields.buyer.length' = '2', 'fields.amount.min' = '0', 'fields.amount.max' = '1000');
CREATE TABLE totals (buyer STRING, n BIGINT, total DOUBLE, most INT, amount DECIMAL(38, 2))
  WITH ('connector' = 'blackhole');
INSERT INTO totals
  SELECT buyer, COUNT(*), SUM(price), MAX(qty), SUM(amount) FROM orders WHERE price > 20 AND qty < 40 GROUP BY buyer;
SELECT COUNT(*) AS n, CAST(SUM(price) AS STRING) AS total, AVG(qty) AS qty FROM orders WHERE MOD(order_id, 3) = 0;
