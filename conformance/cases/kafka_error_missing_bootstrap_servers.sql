-- A Kafka table without 'properties.bootstrap.servers'
-- Pins down: the option is required; the first read fails naming the missing option.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (a INT) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);
SELECT * FROM t;
