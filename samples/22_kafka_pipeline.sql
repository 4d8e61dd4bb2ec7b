-- Kafka: a pipeline from one topic to another
-- A 'kafka' table is a topic and a format: each row is a message, its value written in 'json'
-- here. On the page and in the run API the topics live in an in-memory broker that lasts the
-- session (the Topics tab shows their messages); Flink and the CLI reach the brokers that
-- 'properties.bootstrap.servers' names. A Kafka read never ends by itself in streaming mode, as
-- in Flink: 'scan.bounded.mode' = 'latest-offset' stops it at the messages there when the job
-- starts, so this lesson finishes.
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
  order_id INT,
  customer STRING,
  amount DOUBLE,
  tier STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'big_orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);

-- Write four orders into the first topic.
INSERT INTO orders
SELECT * FROM (VALUES (1, 'ann', 12.5), (2, 'bo', 150.0), (3, 'cy', 99.99), (4, 'ann', 300.25));

-- Read them back, keep the big ones, and write those into the second topic.
INSERT INTO big_orders
SELECT order_id, customer, amount, CASE WHEN amount > 200 THEN 'gold' ELSE 'silver' END
FROM orders
WHERE amount > 50;

-- What the second topic holds now.
SELECT * FROM big_orders;
