-- A processing-time temporal join over a table that is not a lookup source fails in Flink
-- Flink refuses FOR SYSTEM_TIME AS OF a processing-time attribute unless the right side is a
-- lookup source: TableException "Processing-time temporal join is not supported yet."
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (id BIGINT, cur STRING, pt AS PROCTIME()) WITH (
  'connector' = 'datagen', 'number-of-rows' = '3');
CREATE TABLE rates (cur STRING, rate INT, PRIMARY KEY (cur) NOT ENFORCED) WITH (
  'connector' = 'datagen', 'number-of-rows' = '3');
CREATE TABLE tj (id BIGINT, rate INT) WITH ('connector' = 'blackhole');
INSERT INTO tj SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.pt AS r ON o.cur = r.cur;
