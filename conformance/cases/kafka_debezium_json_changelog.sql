-- A CDC changelog in a Kafka topic, read with the debezium-json format, and an aggregate over it that retracts
-- Pins down: Debezium's create, update and delete events become +I, -U/+U and -D rows; the aggregate over them
-- retracts; the messages are written as text through the raw format, as a Debezium connector would write them.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE cdc_raw (msg STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'dbserver.inventory.products',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'raw'
);
INSERT INTO cdc_raw VALUES
  ('{"before":null,"after":{"id":1,"name":"scooter","weight":3.14},"op":"c"}'),
  ('{"before":null,"after":{"id":2,"name":"car battery","weight":8.1},"op":"c"}'),
  ('{"before":{"id":1,"name":"scooter","weight":3.14},"after":{"id":1,"name":"scooter","weight":5.18},"op":"u"}'),
  ('{"before":{"id":2,"name":"car battery","weight":8.1},"after":null,"op":"d"}'),
  ('{"before":null,"after":{"id":3,"name":"hammer","weight":0.75},"op":"c"}');
CREATE TABLE products (
  id INT,
  name STRING,
  weight DOUBLE
) WITH (
  'connector' = 'kafka',
  'topic' = 'dbserver.inventory.products',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'debezium-json'
);
SELECT * FROM products;
SELECT COUNT(*) AS n, SUM(weight) AS total FROM products;
