-- An upsert-kafka table without a PRIMARY KEY
-- Pins down: CREATE TABLE succeeds; the first INSERT fails because upsert-kafka needs the key.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k STRING, v INT) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
INSERT INTO t VALUES ('a', 1);
