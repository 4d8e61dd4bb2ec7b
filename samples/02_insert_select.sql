-- INSERT ... SELECT: a query's rows go into a sink table, column by column
-- The query's columns must match the sink's columns in number and in type, position by position
-- (names do not matter). Flink inserts implicit casts where it may (INT into BIGINT) and rejects
-- the statement where it may not.
SET 'execution.runtime-mode' = 'batch';

CREATE TEMPORARY VIEW orders (order_id, customer, amount) AS
  VALUES (1, 'alice', 120), (2, 'bob', 35), (3, 'alice', 60), (4, 'carol', 410);

CREATE TABLE big_orders (
  order_id BIGINT,
  customer STRING,
  amount INT
) WITH ('connector' = 'print', 'print-identifier' = 'big');

INSERT INTO big_orders
SELECT order_id, UPPER(customer), amount FROM orders WHERE amount >= 100;
