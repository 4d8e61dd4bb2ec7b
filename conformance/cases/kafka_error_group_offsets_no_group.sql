-- A Kafka source left at the default 'scan.startup.mode', group-offsets, without 'properties.group.id'
-- Pins down: the default startup mode needs a consumer group; the first read fails validating the options.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (a INT) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
SELECT * FROM t;
