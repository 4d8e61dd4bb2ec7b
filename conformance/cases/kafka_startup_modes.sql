-- Kafka 'scan.startup.mode': earliest-offset, latest-offset, specific-offsets and timestamp, over one topic
-- Pins down: specific-offsets starts partition 0 at the given offset; timestamp starts at the first message whose
-- timestamp is at or after 'scan.startup.timestamp-millis'; latest-offset bounded at latest-offset reads nothing;
-- the leader-epoch metadata column is readable.
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
CREATE TABLE from_earliest (id INT, `offset` BIGINT METADATA VIRTUAL, epoch INT METADATA FROM 'leader-epoch' VIRTUAL) WITH (
  'connector' = 'kafka', 'topic' = 'seq', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset');
CREATE TABLE from_latest (id INT) WITH (
  'connector' = 'kafka', 'topic' = 'seq', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'latest-offset', 'scan.bounded.mode' = 'latest-offset');
CREATE TABLE from_offset (id INT, `offset` BIGINT METADATA VIRTUAL) WITH (
  'connector' = 'kafka', 'topic' = 'seq', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'specific-offsets', 'scan.startup.specific-offsets' = 'partition:0,offset:3',
  'scan.bounded.mode' = 'latest-offset');
CREATE TABLE from_time (id INT, ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL) WITH (
  'connector' = 'kafka', 'topic' = 'seq', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'timestamp', 'scan.startup.timestamp-millis' = '2500',
  'scan.bounded.mode' = 'latest-offset');
SELECT * FROM from_earliest;
SELECT * FROM from_latest;
SELECT * FROM from_offset;
SELECT * FROM from_time;
