-- debezium-json's metadata through Kafka: the source's table and timestamp, and the ingestion timestamp
-- Pins down: a kafka table whose value format is debezium-json reads the format's metadata under the "value." prefix
-- (value.source.table, value.source.timestamp, value.ingestion-timestamp), beside Kafka's own (offset); a message
-- without a "source" gives NULL there.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE raw_changes (
  message STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'changes',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'raw'
);
CREATE TABLE products (
  id INT,
  name STRING,
  origin_table STRING METADATA FROM 'value.source.table' VIRTUAL,
  origin_ts TIMESTAMP_LTZ(3) METADATA FROM 'value.source.timestamp' VIRTUAL,
  ingested TIMESTAMP_LTZ(3) METADATA FROM 'value.ingestion-timestamp' VIRTUAL,
  msg_offset BIGINT METADATA FROM 'offset' VIRTUAL
) WITH (
  'connector' = 'kafka',
  'topic' = 'changes',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'value.format' = 'debezium-json'
);
INSERT INTO raw_changes SELECT * FROM (VALUES
  ('{"before":null,"after":{"id":1,"name":"scooter"},"source":{"table":"products","ts_ms":1700000000000},"ts_ms":1700000001000,"op":"c"}'),
  ('{"before":{"id":1,"name":"scooter"},"after":{"id":1,"name":"e-scooter"},"source":{"table":"products","ts_ms":1700000002000},"ts_ms":1700000003000,"op":"u"}'),
  ('{"before":null,"after":{"id":2,"name":"drill"},"op":"c"}'));
SELECT * FROM products;
