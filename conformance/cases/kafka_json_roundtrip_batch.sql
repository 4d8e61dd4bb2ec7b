-- A json Kafka topic written by INSERT and read back in batch mode, bounded at the latest offset
-- Pins down: the rows come back as they were written, in the topic's order (one partition); a batch read needs
-- 'scan.bounded.mode'; the address in 'properties.bootstrap.servers' is the tutorials' localhost:9092.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (
  id INT,
  product STRING,
  amount DECIMAL(10, 2)
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
-- NULLIF keeps the VALUES rows literals: with CAST(NULL AS STRING) in a row, VALUES becomes a UNION ALL, whose order is
-- not defined.
INSERT INTO orders SELECT id, NULLIF(product, ''), amount FROM (VALUES (1, 'apple', 1.50), (2, 'pear', 2.25), (3, '', 0.10)) AS v(id, product, amount);
SELECT * FROM orders;
SELECT product, amount * 2 AS doubled FROM orders WHERE id > 1;
