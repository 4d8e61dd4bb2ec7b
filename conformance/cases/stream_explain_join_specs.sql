-- Streaming joins: input specs from unique keys, and joins of updating inputs
-- A key that is not the join key gives HasUniqueKey; an aggregate's grouping key that the join
-- key contains gives JoinKeyContainsUniqueKey. An inner join of updating inputs whose keys the
-- join keys contain passes updates on without -U when its consumer needs none.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (oid INT, cid INT, amount INT, PRIMARY KEY (oid) NOT ENFORCED) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'csv');
CREATE TABLE customers (cid INT, name STRING, PRIMARY KEY (cid) NOT ENFORCED) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c', 'format' = 'csv');
CREATE TABLE items (oid INT, sku STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/i', 'format' = 'csv');
EXPLAIN CHANGELOG_MODE SELECT o.oid, c.name FROM orders AS o JOIN customers AS c ON o.cid = c.cid;
EXPLAIN CHANGELOG_MODE SELECT o.oid, i.sku FROM orders AS o JOIN items AS i ON o.oid = i.oid AND o.amount = i.qty;
EXPLAIN CHANGELOG_MODE SELECT a.cid, a.total, b.n FROM (SELECT cid, SUM(amount) AS total FROM orders GROUP BY cid) AS a JOIN (SELECT cid, COUNT(*) AS n FROM orders GROUP BY cid) AS b ON a.cid = b.cid;
EXPLAIN CHANGELOG_MODE SELECT i.sku, t.total FROM items AS i LEFT JOIN (SELECT cid, SUM(amount) AS total FROM orders GROUP BY cid) AS t ON i.oid = t.cid;
EXPLAIN CHANGELOG_MODE SELECT i.sku, t.total FROM items AS i JOIN (SELECT cid, SUM(amount) AS total FROM orders GROUP BY cid) AS t ON i.qty = t.total;
EXPLAIN CHANGELOG_MODE SELECT c.name, SUM(o.amount) AS total FROM orders AS o JOIN customers AS c ON o.cid = c.cid GROUP BY c.name;
