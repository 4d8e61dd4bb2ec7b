-- upsert-kafka as a versioned table: an event-time temporal join of a Kafka stream with an upsert-kafka topic
-- Pins down: each order takes the rate that was valid at its time (FOR SYSTEM_TIME AS OF), the versions coming from
-- the upsert messages' timestamps; an order before any rate of its currency has no match in the inner join. The
-- rates are written through a plain kafka table keyed on the currency, as a producer would write them (an INSERT of
-- insert-only rows into upsert-kafka needs ON CONFLICT in Flink 2.3). The final table is recorded: the two inputs
-- race, so the order of the join's output is not defined.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE rates (
  currency STRING,
  rate DECIMAL(10, 2),
  update_time TIMESTAMP_LTZ(3) METADATA FROM 'timestamp',
  WATERMARK FOR update_time AS update_time,
  PRIMARY KEY (currency) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'rates',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'json',
  'value.format' = 'json'
);
CREATE TABLE rates_writer (
  currency STRING,
  rate DECIMAL(10, 2),
  update_time TIMESTAMP_LTZ(3) METADATA FROM 'timestamp'
) WITH (
  'connector' = 'kafka',
  'topic' = 'rates',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'key.fields' = 'currency',
  'value.format' = 'json'
);
CREATE TABLE orders (
  order_id INT,
  currency STRING,
  price DECIMAL(10, 2),
  order_time TIMESTAMP_LTZ(3) METADATA FROM 'timestamp',
  WATERMARK FOR order_time AS order_time
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
-- The rows are literals under a SELECT: VALUES rows holding calls become a UNION ALL, whose order is not defined.
INSERT INTO rates_writer SELECT currency, rate, TO_TIMESTAMP_LTZ(ms, 3) FROM (VALUES
  ('EUR', 1.10, 1000), ('GBP', 1.30, 1000), ('EUR', 1.20, 5000), ('JPY', 0.01, 6000), ('GBP', 1.25, 9000))
  AS v(currency, rate, ms);
INSERT INTO orders SELECT order_id, currency, price, TO_TIMESTAMP_LTZ(ms, 3) FROM (VALUES
  (1, 'EUR', 10.00, 2000), (2, 'GBP', 20.00, 3000), (3, 'EUR', 30.00, 5000), (4, 'JPY', 400.00, 5500),
  (5, 'GBP', 50.00, 9500), (6, 'EUR', 60.00, 12000))
  AS v(order_id, currency, price, ms);
SELECT o.order_id, o.currency, o.price, r.rate, o.price * r.rate AS converted
FROM orders AS o
JOIN rates FOR SYSTEM_TIME AS OF o.order_time AS r
ON o.currency = r.currency;
