-- upsert-kafka: a topic as a materialized view
-- An 'upsert-kafka' table keeps one current row per primary key: each message's key is the
-- key's columns, and its value the row, or nothing (a tombstone) when the row is deleted. Writing
-- an updating query into it, like this GROUP BY, sends the new total of a customer each time it
-- changes. Reading it back gives a changelog again: Flink puts a ChangelogNormalize after the
-- source, which remembers each key's last row so that an update retracts the row it replaces.
SET 'execution.runtime-mode' = 'streaming';

CREATE TABLE payments (
  customer STRING,
  amount INT
) WITH (
  'connector' = 'kafka',
  'topic' = 'payments',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);

CREATE TABLE totals (
  customer STRING,
  total INT,
  payments BIGINT,
  PRIMARY KEY (customer) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'totals',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'json',
  'value.format' = 'json'
);

INSERT INTO payments
SELECT * FROM (VALUES ('ann', 10), ('bo', 5), ('ann', 7), ('cy', 3), ('bo', 20));

-- The materialized view: one row per customer, kept current in the topic.
INSERT INTO totals
SELECT customer, SUM(amount), COUNT(*) FROM payments GROUP BY customer;

-- The view read back: the latest row of each key.
SELECT * FROM totals;
