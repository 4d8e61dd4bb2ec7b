-- A RIGHT temporal join fails
-- Flink's temporal join is INNER or LEFT; RIGHT fails in its conversion of the correlate.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (id INT, cur STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
CREATE TABLE rates (cur STRING, rate INT, ts TIMESTAMP(3), PRIMARY KEY (cur) NOT ENFORCED,
  WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/rates', 'format' = 'csv');
SELECT o.id, r.rate FROM orders AS o RIGHT JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur;
