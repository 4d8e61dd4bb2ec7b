-- A Kafka pipeline from topic to topic: a filtered, projected stream from one json topic into another
-- Pins down: INSERT ... SELECT between two Kafka tables runs when the source is bounded; the sink's csv value format
-- writes what a raw read of the output topic shows; the output topic is created on first write.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (
  order_id INT,
  customer STRING,
  amount DOUBLE
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
CREATE TABLE big_orders (
  customer STRING,
  amount DOUBLE,
  tier STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'big_orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'csv'
);
CREATE TABLE big_orders_raw (
  line STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'big_orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'raw'
);
INSERT INTO orders VALUES (1, 'ann', 12.5), (2, 'bo', 150.0), (3, 'cy', 99.99), (4, 'ann', 300.25);
INSERT INTO big_orders
SELECT customer, amount, CASE WHEN amount > 200 THEN 'gold' ELSE 'silver' END FROM orders WHERE amount > 50;
SELECT * FROM big_orders;
SELECT * FROM big_orders_raw;
