-- EXPLAIN of a temporal join that reads some columns of each side
-- Flink pushes the projection below the TemporalJoin: each side keeps the columns the query
-- reads, the join key, its rowtime and the versioned table's primary key. A WHERE above the
-- join stays above it.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (id INT, cur STRING, amount INT, note STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
CREATE TABLE rates (cur STRING, rate INT, src STRING, ts TIMESTAMP(3), PRIMARY KEY (cur) NOT ENFORCED,
  WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/rates', 'format' = 'csv');
EXPLAIN SELECT o.id, o.amount * r.rate AS total FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.cur = r.cur;
EXPLAIN SELECT o.id, r.rate FROM orders AS o LEFT JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.cur = r.cur WHERE o.amount > 2;
