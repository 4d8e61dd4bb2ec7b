-- 'sink.partitioner' = 'fixed' over a topic with three partitions
-- Pins down: 'fixed' sends everything a sink subtask writes to one partition (subtask 0, partition 0, at parallelism
-- 1), keys or not. ('round-robin', which leaves keyless messages to Kafka's sticky partitioner, lands a small write in
-- a random partition, so it has no case.)
-- conformance: kafka-topic fixed_t 3
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE fixed_t (
  k STRING,
  v INT,
  `partition` INT METADATA VIRTUAL
) WITH (
  'connector' = 'kafka',
  'topic' = 'fixed_t',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'sink.partitioner' = 'fixed',
  'key.format' = 'json',
  'key.fields' = 'k',
  'value.format' = 'json'
);
INSERT INTO fixed_t (k, v) VALUES ('a', 1), ('b', 2), ('c', 3), ('d', 4);
SELECT * FROM fixed_t;
