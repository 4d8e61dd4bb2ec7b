-- FOR SYSTEM_TIME AS OF a constant in a join is time travel, which the catalog lacks
-- A constant AS OF reads the table as of that time, which Flink's in-memory catalog does not
-- implement.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (id INT, cur STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
CREATE TABLE rates (cur STRING, rate INT, ts TIMESTAMP(3), PRIMARY KEY (cur) NOT ENFORCED,
  WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/rates', 'format' = 'csv');
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF TIMESTAMP '2024-01-01 00:00:10' AS r ON o.cur = r.cur;
