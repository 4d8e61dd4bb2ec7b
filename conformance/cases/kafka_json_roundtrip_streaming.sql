-- A json Kafka topic written by INSERT and read back in streaming mode, bounded at the latest offset
-- Pins down: a streaming read with 'scan.bounded.mode' = 'latest-offset' ends after the messages that were there
-- when it started; its changelog is inserts in the topic's order; a second INSERT appends to the topic.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE clicks (
  user_name STRING,
  url STRING,
  n BIGINT
) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'conformance',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
INSERT INTO clicks VALUES ('Mary', './home', 1), ('Bob', './cart', 2), ('Mary', './prod?id=1', 3);
SELECT * FROM clicks;
INSERT INTO clicks VALUES ('Liz', './home', 4);
SELECT user_name, COUNT(*) AS cnt, SUM(n) AS total FROM clicks GROUP BY user_name;
