-- A Kafka source with neither 'topic' nor 'topic-pattern'
-- Pins down: CREATE TABLE succeeds; the first read fails validating the options.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (a INT) WITH (
  'connector' = 'kafka',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);
SELECT * FROM t;
