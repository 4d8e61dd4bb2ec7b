-- A Kafka table with a json key of its own: 'key.format', 'key.fields' and 'value.fields-include' = 'EXCEPT_KEY'
-- Pins down: the key columns are written to the message key and left out of the value; reading the topic through a
-- table that declares only a value format shows the value without them; reading it back with the key shows all.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE users (
  id INT,
  region STRING,
  name STRING,
  score DOUBLE
) WITH (
  'connector' = 'kafka',
  'topic' = 'users',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'json',
  'key.fields' = 'id;region',
  'value.format' = 'json',
  'value.fields-include' = 'EXCEPT_KEY'
);
CREATE TABLE users_value_only (
  id INT,
  region STRING,
  name STRING,
  score DOUBLE
) WITH (
  'connector' = 'kafka',
  'topic' = 'users',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'value.format' = 'json'
);
CREATE TABLE users_raw (
  k STRING,
  v STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'users',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'raw',
  'key.fields' = 'k',
  'value.format' = 'raw',
  'value.fields-include' = 'EXCEPT_KEY'
);
INSERT INTO users VALUES (1, 'eu', 'Ann', 1.5), (2, 'us', 'Bo', 2.0), (3, 'eu', 'Cy', 0.25);
SELECT * FROM users;
SELECT * FROM users_value_only;
SELECT * FROM users_raw;
