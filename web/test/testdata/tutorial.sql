-- A tutorial-style pipeline, as blog posts and conference demos write it: made-up orders from
-- flink-faker into a Kafka topic, read back, and kept per customer in an upsert-kafka topic.
SET 'execution.runtime-mode' = 'streaming';
SET 'flinkpad.datagen.seed' = '7';

CREATE TABLE fake_orders (
  order_id STRING,
  customer STRING,
  city STRING,
  product STRING,
  price DECIMAL(10, 2),
  quantity INT,
  ordered_at TIMESTAMP(3)
) WITH (
  'connector' = 'faker',
  'number-of-rows' = '50',
  'fields.order_id.expression' = '#{Internet.uuid}',
  'fields.customer.expression' = '#{options.option ''Alice'',''Bob'',''Carol'',''Dave''}',
  'fields.city.expression' = '#{Address.city}',
  'fields.product.expression' = '#{Commerce.productName}',
  'fields.price.expression' = '#{Commerce.price ''1'',''100''}',
  'fields.quantity.expression' = '#{number.numberBetween ''1'',''5''}',
  'fields.ordered_at.expression' = '#{date.past ''10'',''SECONDS''}'
);

CREATE TABLE orders (
  order_id STRING,
  customer STRING,
  city STRING,
  product STRING,
  price DECIMAL(10, 2),
  quantity INT,
  ordered_at TIMESTAMP(3)
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'tutorial',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);

CREATE TABLE customer_totals (
  customer STRING,
  orders BIGINT,
  items INT,
  PRIMARY KEY (customer) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'customer_totals',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'json',
  'value.format' = 'json'
);

CREATE TABLE totals_print (
  customer STRING,
  orders BIGINT,
  items INT
) WITH ('connector' = 'print');

INSERT INTO orders SELECT * FROM fake_orders;

INSERT INTO customer_totals
SELECT customer, COUNT(*), SUM(quantity) FROM orders GROUP BY customer;

INSERT INTO totals_print SELECT * FROM customer_totals;

SELECT customer, orders, items FROM customer_totals;
