-- A Kafka table with 'key.fields-prefix' but 'value.fields-include' left at ALL
-- Pins down: a key prefix needs the key columns out of the value; the first write fails validating the options.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k_id INT, name STRING) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'key.fields' = 'k_id',
  'key.fields-prefix' = 'k_',
  'value.format' = 'json'
);
INSERT INTO t VALUES (1, 'a');
