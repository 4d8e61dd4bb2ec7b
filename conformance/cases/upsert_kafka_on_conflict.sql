-- INSERT ... ON CONFLICT into upsert-kafka in streaming mode, with each of Flink 2.3's strategies
-- Pins down: what each strategy writes for insert-only rows with a repeated key: DO DEDUPLICATE keeps the latest,
-- DO NOTHING the first, DO ERROR fails the job on the conflict; read back through a raw table, the messages show it.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE dedup (item STRING, price INT, PRIMARY KEY (item) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'dedup', 'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json', 'value.format' = 'json');
CREATE TABLE first_wins (item STRING, price INT, PRIMARY KEY (item) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'first_wins', 'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json', 'value.format' = 'json');
CREATE TABLE strict_t (item STRING, price INT, PRIMARY KEY (item) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'strict_t', 'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json', 'value.format' = 'json');
CREATE TABLE dedup_raw (k STRING, v STRING) WITH (
  'connector' = 'kafka', 'topic' = 'dedup', 'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'raw', 'key.fields' = 'k', 'value.format' = 'raw', 'value.fields-include' = 'EXCEPT_KEY');
CREATE TABLE first_wins_raw (k STRING, v STRING) WITH (
  'connector' = 'kafka', 'topic' = 'first_wins', 'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'raw', 'key.fields' = 'k', 'value.format' = 'raw', 'value.fields-include' = 'EXCEPT_KEY');
INSERT INTO dedup SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('apple', 4)) AS v(item, price) ON CONFLICT DO DEDUPLICATE;
SELECT * FROM dedup_raw;
INSERT INTO first_wins SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('apple', 4)) AS v(item, price) ON CONFLICT DO NOTHING;
SELECT * FROM first_wins_raw;
INSERT INTO strict_t SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('apple', 4)) AS v(item, price) ON CONFLICT DO ERROR;
