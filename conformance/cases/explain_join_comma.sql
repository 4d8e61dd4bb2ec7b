-- EXPLAIN: a comma join with its equality in WHERE
-- Flink pushes a WHERE conjunct that reads both sides of an inner join into the join's condition,
-- so FROM a, b WHERE a.x = b.y plans as the hash join JOIN ... ON gives; the abstract syntax tree
-- keeps the filter over a join on true.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE customers (cid INT, name STRING, country STRING) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/customers', 'format' = 'csv');
CREATE TABLE orders (oid INT, cid INT, amount INT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
EXPLAIN SELECT c.name, o.amount FROM customers c, orders o WHERE c.cid = o.cid AND o.amount > 10;
