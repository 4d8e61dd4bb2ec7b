-- An updating query into a Kafka topic in debezium-json, read back raw and as a changelog
-- Pins down: a kafka sink whose value format is debezium-json consumes every kind of change and writes each in the
-- envelope (an update as a delete of the old row and a create of the new one); reading the topic with debezium-json
-- gives the changelog back, and an aggregate over it retracts.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE clicks (
  usr STRING,
  url STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
CREATE TABLE counts (
  usr STRING,
  cnt BIGINT
) WITH (
  'connector' = 'kafka',
  'topic' = 'counts',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'value.format' = 'debezium-json'
);
CREATE TABLE counts_raw (
  message STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'counts',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'raw'
);
INSERT INTO clicks SELECT * FROM (VALUES ('ann', '/a'), ('bo', '/b'), ('ann', '/c'));
INSERT INTO counts SELECT usr, COUNT(*) FROM clicks GROUP BY usr;
SELECT * FROM counts_raw;
SELECT * FROM counts;
SELECT COUNT(*) AS users, SUM(cnt) AS clicks FROM counts;
