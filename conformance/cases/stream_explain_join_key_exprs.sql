-- Streaming EXPLAIN: join conditions whose equality operands are expressions
-- As explain_join_key_exprs in streaming mode: the projection below the join computes the
-- keys, which the exchanges hash on, and a Calc above the join drops them.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (oid INT, cid INT, amount INT, code STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'csv');
CREATE TABLE customers (cid INT, name STRING, big BIGINT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c', 'format' = 'csv');
EXPLAIN SELECT c.name, t.n FROM customers AS c JOIN (SELECT cid, COUNT(*) AS n FROM orders GROUP BY cid) AS t ON c.cid = t.n;
EXPLAIN SELECT o.oid, c.name FROM orders AS o JOIN customers AS c ON o.cid + 1 = c.cid;
EXPLAIN SELECT o.oid, c.name FROM orders AS o JOIN customers AS c ON UPPER(o.code) = UPPER(c.name) AND o.cid = c.cid;
EXPLAIN SELECT o.oid, c.name FROM orders AS o LEFT JOIN customers AS c ON o.cid = c.cid * 2 AND o.amount > 10;
EXPLAIN SELECT o.oid, c.name FROM orders AS o JOIN customers AS c ON o.cid = c.big;
EXPLAIN SELECT o.oid, c.name FROM orders AS o, customers AS c WHERE o.cid + 1 = c.cid;
EXPLAIN SELECT c.name FROM customers AS c WHERE c.cid = c.big;
