-- A temporal join written with a comma and WHERE fails
-- FROM o, r FOR SYSTEM_TIME AS OF ... WHERE leaves the join without a key: the WHERE clause is
-- not the join's condition.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (id INT, cur STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
CREATE TABLE rates (cur STRING, rate INT, ts TIMESTAMP(3), PRIMARY KEY (cur) NOT ENFORCED,
  WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/rates', 'format' = 'csv');
SELECT o.id, r.rate FROM orders AS o, rates FOR SYSTEM_TIME AS OF o.ts AS r WHERE o.cur = r.cur;
