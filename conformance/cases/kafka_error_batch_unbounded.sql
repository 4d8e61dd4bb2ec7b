-- A batch read of a Kafka table without 'scan.bounded.mode'
-- Pins down: the Kafka source is unbounded unless bounded, and batch mode refuses an unbounded source.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);
SELECT * FROM t;
