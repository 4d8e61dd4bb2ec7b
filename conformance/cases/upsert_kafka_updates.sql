-- upsert-kafka: an aggregate written by key without a filter, read back as a changelog
-- Pins down: the plan drops UPDATE_BEFORE for an upsert sink keyed on the grouping key, so each update is one
-- message with the new value and no tombstone; read back through upsert-kafka, ChangelogNormalize restores -U/+U
-- pairs from the upserts; the value carries the key column too ('value.fields-include' defaults to ALL);
-- 'sink.parallelism' and 'properties.*' options are accepted.
-- The messages rightly differ in batch mode, where the aggregate writes only its final rows.
-- conformance: differs-from-batch
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE events (
  k STRING,
  v INT
) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
CREATE TABLE totals (
  k STRING,
  n BIGINT,
  total INT,
  PRIMARY KEY (k) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'totals',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.client.id' = 'conformance',
  'scan.bounded.mode' = 'latest-offset',
  'sink.parallelism' = '1',
  'key.format' = 'json',
  'value.format' = 'json'
);
CREATE TABLE totals_messages (
  k STRING,
  v STRING,
  `offset` BIGINT METADATA VIRTUAL
) WITH (
  'connector' = 'kafka',
  'topic' = 'totals',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'raw',
  'key.fields' = 'k',
  'value.format' = 'raw',
  'value.fields-include' = 'EXCEPT_KEY'
);
INSERT INTO events VALUES ('a', 1), ('b', 2), ('a', 3), ('c', 4), ('a', 5);
INSERT INTO totals SELECT k, COUNT(*) AS n, SUM(v) AS total FROM events GROUP BY k;
SELECT * FROM totals_messages;
SELECT * FROM totals;
