-- Batch EXPLAIN of correlated scalar subqueries without an aggregate over VALUES views
-- Pins down the plan Flink's cost model picks for the queries subquery_correlated_values runs:
-- the subquery's rows and the outer rows are both small enough to broadcast.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW customers AS SELECT * FROM (VALUES (2, 'bob'), (1, 'ann'), (3, 'cid')) AS t(cid, name);
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (100, 1, 20), (101, 1, 35), (102, 3, 500)) AS t(oid, cid, amount);
EXPLAIN SELECT name, (SELECT amount FROM orders o WHERE o.oid = c.cid + 99) AS a FROM customers c;
EXPLAIN SELECT name, (SELECT amount FROM orders o WHERE o.oid = c.cid + 99 AND o.amount > 25) AS a FROM customers c;
