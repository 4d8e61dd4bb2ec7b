-- upsert-kafka as a materialized view: the final table of a keyed topic with updates and a tombstone
-- Pins down: the table read back is the last value of each key, and a key whose last message is a tombstone is
-- gone; an aggregate over the upsert-kafka table retracts the old values.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
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
CREATE TABLE updates (
  item STRING,
  price INT
) WITH (
  'connector' = 'kafka',
  'topic' = 'updates',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
INSERT INTO updates VALUES ('apple', 3), ('pear', 5), ('apple', 4), ('plum', 1), ('plum', 0), ('pear', 6);
INSERT INTO prices SELECT item, LAST_VALUE(price) FROM updates GROUP BY item HAVING LAST_VALUE(price) > 0;
SELECT * FROM prices;
SELECT COUNT(*) AS items, SUM(price) AS total FROM prices;
