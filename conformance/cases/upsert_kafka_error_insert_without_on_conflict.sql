-- An INSERT of insert-only rows into upsert-kafka in streaming mode, without ON CONFLICT
-- Pins down: in Flink 2.3 a query whose upsert key differs from the sink's primary key (here it has none) needs an
-- ON CONFLICT clause; the INSERT fails in planning, naming the three strategies. A grouped query whose key is the
-- primary key needs none (upsert_kafka_updates).
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
INSERT INTO prices VALUES ('apple', 3), ('pear', 5), ('apple', 4);
