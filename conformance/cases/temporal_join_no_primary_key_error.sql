-- A temporal join over a table without a primary key fails
-- An event-time temporal join needs a versioned table: a primary key (or a deduplicated view)
-- and a rowtime. Flink fails the plan, and its message goes on with the logical plan.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (id INT, cur STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
CREATE TABLE rates (cur STRING, rate INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/rates', 'format' = 'csv');
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur;
