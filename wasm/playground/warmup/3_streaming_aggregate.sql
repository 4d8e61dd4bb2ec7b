-- The warm-up's streaming job: a changelog from a group aggregate, printed as Flink prints it.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE clicks (user_id INT, url STRING) WITH (
  'connector' = 'datagen', 'number-of-rows' = '1000', 'rows-per-second' = '100000000',
  'fields.user_id.min' = '1', 'fields.user_id.max' = '20', 'fields.url.length' = '3');
CREATE TABLE counts (user_id INT, clicks BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'counts');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
