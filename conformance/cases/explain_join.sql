-- EXPLAIN: joins in batch mode
-- Equi-joins of two filesystem tables become hash joins on hashed exchanges; the execution plan
-- shows Flink 2's AdaptiveJoin around the physical choice. Which side builds the hash table comes
-- from Flink's statistics: these tables have no files, so both sides have the default row count.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE customers (cid INT, name STRING, country STRING) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/customers', 'format' = 'csv');
CREATE TABLE orders (oid INT, cid INT, amount INT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
EXPLAIN SELECT c.name, o.amount FROM customers c JOIN orders o ON c.cid = o.cid;
EXPLAIN SELECT c.name, o.amount FROM customers c LEFT JOIN orders o ON c.cid = o.cid WHERE c.country = 'FR';
EXPLAIN SELECT c.name, o.oid FROM orders o JOIN customers c ON o.cid = c.cid AND o.amount > 10;
