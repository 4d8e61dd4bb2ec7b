-- A Kafka table whose key columns carry a prefix: 'key.fields-prefix'
-- Pins down: the prefix is stripped from the key columns' names in the message key ({"id":1}), and the value holds
-- the other columns; a raw read of key and value shows both.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (
  k_id INT,
  id INT,
  name STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'json',
  'key.fields' = 'k_id',
  'key.fields-prefix' = 'k_',
  'value.format' = 'json',
  'value.fields-include' = 'EXCEPT_KEY'
);
CREATE TABLE t_raw (k STRING, v STRING) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'raw',
  'key.fields' = 'k',
  'value.format' = 'raw',
  'value.fields-include' = 'EXCEPT_KEY'
);
INSERT INTO t VALUES (1, 10, 'a'), (2, 20, 'b');
SELECT * FROM t;
SELECT * FROM t_raw;
