-- A processing-time temporal join in batch mode
-- Records what Flink says for FOR SYSTEM_TIME AS OF a processing-time attribute in batch mode,
-- where the right side is not a lookup source.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id BIGINT, cur STRING, pt AS PROCTIME()) WITH (
  'connector' = 'datagen', 'number-of-rows' = '3');
CREATE TABLE rates (cur STRING, rate INT, PRIMARY KEY (cur) NOT ENFORCED) WITH (
  'connector' = 'datagen', 'number-of-rows' = '3');
SELECT COUNT(*) FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.pt AS r ON o.cur = r.cur;
