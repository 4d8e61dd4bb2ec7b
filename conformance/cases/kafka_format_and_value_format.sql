-- A Kafka table with both 'format' and 'value.format'
-- Pins down: giving both is no error, and 'format' wins: the table writes json, not csv, as a raw read of the topic
-- shows.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json',
  'value.format' = 'csv'
);
CREATE TABLE t_raw (line STRING) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'raw'
);
INSERT INTO t VALUES (1, 'x'), (2, 'y z');
SELECT * FROM t_raw;
