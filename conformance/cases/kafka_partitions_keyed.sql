-- A Kafka topic with three partitions, written with message keys through the default partitioner
-- Pins down: with 'sink.partitioner' left at 'default', a keyed message goes to Kafka's partition for its key (murmur2
-- of the key's bytes, here the json key {"customer":"..."}, modulo the partitions), so one key's messages share a
-- partition and count their own offsets; the partition and offset metadata show where each landed.
-- conformance: kafka-topic orders 3
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (
  customer STRING,
  order_id INT,
  `partition` INT METADATA VIRTUAL,
  `offset` BIGINT METADATA VIRTUAL
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'json',
  'key.fields' = 'customer',
  'value.format' = 'json'
);
INSERT INTO orders (customer, order_id) VALUES
  ('ann', 1), ('bo', 2), ('cy', 3), ('ann', 4), ('dee', 5), ('eve', 6), ('bo', 7), ('fay', 8), ('gus', 9);
SELECT * FROM orders;
SELECT `partition`, COUNT(*) AS n FROM orders GROUP BY `partition`;
