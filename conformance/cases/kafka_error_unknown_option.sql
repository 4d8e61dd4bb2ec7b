-- A Kafka table with a misspelled option
-- Pins down: an unknown option fails the first read, with the list of the options the connector supports;
-- 'properties.*' options are passed through unchecked.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (a INT) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.any.client.setting' = 'x',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mod' = 'latest-offset',
  'format' = 'json'
);
SELECT * FROM t;
