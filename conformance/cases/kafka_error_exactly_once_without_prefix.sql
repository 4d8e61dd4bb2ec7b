-- A Kafka sink with 'sink.delivery-guarantee' = 'exactly-once' and no 'sink.transactional-id-prefix'
-- Pins down: exactly-once delivery needs a transactional id prefix; the first write fails validating the options.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (a INT) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'sink.delivery-guarantee' = 'exactly-once',
  'format' = 'json'
);
INSERT INTO t VALUES (1);
