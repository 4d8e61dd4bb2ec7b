-- upsert-kafka read in batch mode, bounded at the latest offset
-- Pins down: the write succeeds in batch mode, but the read fails: batch mode takes only insert-only sources, and
-- an upsert-kafka source produces updates and deletes whatever its bound.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE prices (
  item STRING,
  price INT,
  PRIMARY KEY (item) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'prices',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'json',
  'value.format' = 'json'
);
INSERT INTO prices VALUES ('apple', 3), ('pear', 5), ('apple', 4);
SELECT * FROM prices;
