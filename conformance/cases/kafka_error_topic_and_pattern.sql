-- A Kafka source with both 'topic' and 'topic-pattern'
-- Pins down: the two options exclude each other; the first read fails validating them.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (a INT) WITH (
  'connector' = 'kafka',
  'topic' = 'a',
  'topic-pattern' = 'a.*',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);
SELECT * FROM t;
