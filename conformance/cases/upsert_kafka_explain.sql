-- EXPLAIN of a query over an upsert-kafka source
-- Pins down: an upsert-kafka source produces upserts, so the planner adds a ChangelogNormalize keyed on the
-- primary key, behind an Exchange hashed on it, between the source and the query.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE prices (
  item STRING,
  price INT,
  PRIMARY KEY (item) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'prices',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
EXPLAIN SELECT item, price FROM prices WHERE price > 2;
