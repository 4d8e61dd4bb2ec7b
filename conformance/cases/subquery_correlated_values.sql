-- Correlated scalar subqueries over VALUES views: which ones Flink can plan
-- Pins down: a correlated scalar subquery without an aggregate over a VALUES view plans when the
-- correlation column's values are unique in the VALUES rows (oid here), with or without another
-- condition; over a column with repeated values (cid) it fails with "unexpected correlate
-- variable", as correlated EXISTS over VALUES does (subquery_exists_over_values).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW customers AS SELECT * FROM (VALUES (2, 'bob'), (1, 'ann'), (3, 'cid')) AS t(cid, name);
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (100, 1, 20), (101, 1, 35), (102, 3, 500)) AS t(oid, cid, amount);
SELECT name, (SELECT amount FROM orders o WHERE o.oid = c.cid + 99) AS a FROM customers c;
SELECT name, (SELECT amount FROM orders o WHERE o.oid = c.cid + 99 AND o.amount > 25) AS a FROM customers c;
SELECT name, (SELECT oid FROM orders o WHERE o.cid = c.cid AND o.amount > 100) AS m FROM customers c;
