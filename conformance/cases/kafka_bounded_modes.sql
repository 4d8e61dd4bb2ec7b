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
-- The rows are literals under a SELECT: VALUES rows holding calls become a UNION ALL, whose order is not defined.
INSERT INTO w SELECT id, TO_TIMESTAMP_LTZ(ms, 3) FROM (VALUES (1, 1000), (2, 2000), (3, 3000), (4, 4000), (5, 5000)) AS v(id, ms);
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
