-- faker: a stream of made-up orders into a tumbling window
-- The 'faker' connector (flink-faker) fills each column from a Datafaker expression:
-- '#{Name.firstName}', '#{Commerce.productName}', '#{number.numberBetween ''1'',''100''}'. The
-- expression's text is cast to the column's type, so a number expression fills an INT column.
-- Here the order time is a computed column over a random second within one minute, with a
-- watermark a minute behind, so no order comes late. 'number-of-rows' bounds the stream: when
-- it ends the watermark moves to the end of time, and every window fires. The seed makes the
-- run repeat the same names and numbers (Flink's SQL client accepts the key and ignores it).
SET 'execution.runtime-mode' = 'streaming';
SET 'flinkpad.datagen.seed' = '42';

CREATE TABLE orders (
  customer STRING,
  product STRING,
  quantity INT,
  second_of_minute INT,
  order_time AS TIMESTAMPADD(SECOND, second_of_minute, TIMESTAMP '2024-01-01 12:00:00'),
  WATERMARK FOR order_time AS order_time - INTERVAL '1' MINUTE
) WITH (
  'connector' = 'faker',
  'number-of-rows' = '200',
  'fields.customer.expression' = '#{Name.firstName}',
  'fields.product.expression' = '#{Commerce.productName}',
  'fields.quantity.expression' = '#{number.numberBetween ''1'',''10''}',
  'fields.second_of_minute.expression' = '#{number.numberBetween ''0'',''60''}'
);

CREATE TABLE per_window (
  window_start TIMESTAMP(3),
  window_end TIMESTAMP(3),
  orders BIGINT,
  items INT
) WITH ('connector' = 'print');

INSERT INTO per_window
SELECT window_start, window_end, COUNT(*), SUM(quantity)
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_time), INTERVAL '15' SECOND))
GROUP BY window_start, window_end;

-- A look at the made-up orders themselves.
SELECT customer, product, quantity, order_time FROM orders LIMIT 5;
