-- Kafka 'scan.startup.mode' = 'group-offsets' with a consumer group and 'properties.auto.offset.reset'
-- Pins down: a group with no committed offsets starts where auto.offset.reset says; a bounded batch read commits no
-- offsets (Flink commits them on checkpoints only), so a second read of the same group reads everything again.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'readers',
  'properties.auto.offset.reset' = 'earliest',
  'scan.startup.mode' = 'group-offsets',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
INSERT INTO t VALUES (1), (2), (3);
SELECT * FROM t;
SELECT COUNT(*) AS n FROM t;
