-- EXPLAIN: join conditions whose equality operands are expressions, in batch mode
-- Calcite's conversion computes an ON condition's equality operands that are not plain fields
-- (an implicit CAST of INT to BIGINT, o.cid + 1, UPPER(...)) in a projection below the join,
-- joins on the new fields and drops them in a projection above (RelOptUtil.pushDownJoinConditions);
-- the optimizer does the same for a WHERE equality that becomes a join condition. Other
-- conjuncts (o.amount > 10) stay in the condition.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (oid INT, cid INT, amount INT, code STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'csv');
CREATE TABLE customers (cid INT, name STRING, big BIGINT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c', 'format' = 'csv');
EXPLAIN SELECT c.name, t.n FROM customers AS c JOIN (SELECT cid, COUNT(*) AS n FROM orders GROUP BY cid) AS t ON c.cid = t.n;
EXPLAIN SELECT o.oid, c.name FROM orders AS o JOIN customers AS c ON o.cid + 1 = c.cid;
EXPLAIN SELECT o.oid, c.name FROM orders AS o JOIN customers AS c ON UPPER(o.code) = UPPER(c.name) AND o.cid = c.cid;
EXPLAIN SELECT o.oid, c.name FROM orders AS o LEFT JOIN customers AS c ON o.cid = c.cid * 2 AND o.amount > 10;
EXPLAIN SELECT o.oid, c.name FROM orders AS o JOIN customers AS c ON o.cid = c.big;
EXPLAIN SELECT o.oid, c.name FROM orders AS o, customers AS c WHERE o.cid + 1 = c.cid;
EXPLAIN SELECT c.name FROM customers AS c WHERE c.cid = c.big;
