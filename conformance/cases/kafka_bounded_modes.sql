-- Kafka 'scan.bounded.mode': specific-offsets and timestamp, in batch mode, and earliest-offset, which is no bound
-- Pins down: a bounded read stops before the given offset and before the first message whose timestamp is at or
-- after 'scan.bounded.timestamp-millis' (both exclusive); 'earliest-offset' is a startup mode only, and as a bounded
-- mode it fails to parse, listing the bounded modes.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (
  id INT,
  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp'
) WITH (
  'connector' = 'kafka',
  'topic' = 'seq',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
INSERT INTO w VALUES
  (1, TO_TIMESTAMP_LTZ(1000, 3)), (2, TO_TIMESTAMP_LTZ(2000, 3)), (3, TO_TIMESTAMP_LTZ(3000, 3)),
  (4, TO_TIMESTAMP_LTZ(4000, 3)), (5, TO_TIMESTAMP_LTZ(5000, 3));
CREATE TABLE to_offset (id INT) WITH (
  'connector' = 'kafka', 'topic' = 'seq', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'specific-offsets', 'scan.bounded.specific-offsets' = 'partition:0,offset:2');
CREATE TABLE to_time (id INT) WITH (
  'connector' = 'kafka', 'topic' = 'seq', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'timestamp', 'scan.bounded.timestamp-millis' = '3000');
CREATE TABLE to_earliest (id INT) WITH (
  'connector' = 'kafka', 'topic' = 'seq', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'earliest-offset');
SELECT * FROM to_offset;
SELECT * FROM to_time;
SELECT * FROM to_earliest;
