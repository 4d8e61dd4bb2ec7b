-- A Kafka source over several topics: a 'topic' list separated by semicolons, and a 'topic-pattern'
-- Pins down: both read every named or matching topic; the topic metadata column tells the messages apart; a topic
-- that does not match the pattern is not read.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders_eu (id INT, amount INT) WITH (
  'connector' = 'kafka', 'topic' = 'orders_eu', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');
CREATE TABLE orders_us (id INT, amount INT) WITH (
  'connector' = 'kafka', 'topic' = 'orders_us', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');
CREATE TABLE returns_eu (id INT, amount INT) WITH (
  'connector' = 'kafka', 'topic' = 'returns_eu', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');
INSERT INTO orders_eu VALUES (1, 10), (2, 20);
INSERT INTO orders_us VALUES (3, 30);
INSERT INTO returns_eu VALUES (4, -5);
CREATE TABLE by_list (id INT, amount INT, topic STRING METADATA VIRTUAL) WITH (
  'connector' = 'kafka', 'topic' = 'orders_eu;returns_eu', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json', 'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset');
CREATE TABLE by_pattern (id INT, amount INT, topic STRING METADATA VIRTUAL) WITH (
  'connector' = 'kafka', 'topic-pattern' = 'orders_.*', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json', 'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset');
SELECT * FROM by_list;
SELECT * FROM by_pattern;
SELECT topic, SUM(amount) AS total FROM by_pattern GROUP BY topic;
