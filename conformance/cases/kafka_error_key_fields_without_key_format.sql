-- A Kafka table with 'key.fields' but no 'key.format'
-- Pins down: key fields need a key format; the first write fails validating the options.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k STRING, v INT) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.fields' = 'k',
  'value.format' = 'json'
);
INSERT INTO t VALUES ('a', 1);
