-- Join with an extra condition (in ON vs in WHERE), non-equi joins and CROSS JOIN
-- Pins down: for a LEFT JOIN, an extra condition on the right side in ON keeps unmatched left rows
-- padded with NULL, while the same condition in WHERE removes them; a range (non-equi) join
-- condition; CROSS JOIN producing every pair; comma-join with a WHERE equals an inner join.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, 'ann', 50), (2, 'bob', 500), (3, 'cid', 5)) AS t(oid, cust, amount);
CREATE TEMPORARY VIEW tiers AS SELECT * FROM (VALUES ('low', 0, 100), ('high', 100, 1000)) AS t(tier, lo, hi);
CREATE TEMPORARY VIEW vip AS SELECT * FROM (VALUES ('ann', 'gold'), ('bob', 'silver')) AS t(cust, level);
SELECT o.cust, v.level FROM orders o LEFT JOIN vip v ON o.cust = v.cust AND v.level = 'gold';
SELECT o.cust, v.level FROM orders o LEFT JOIN vip v ON o.cust = v.cust WHERE v.level = 'gold';
SELECT o.oid, t.tier FROM orders o JOIN tiers t ON o.amount >= t.lo AND o.amount < t.hi;
SELECT o.oid, t.tier FROM orders o CROSS JOIN tiers t;
SELECT o.oid, v.level FROM orders o, vip v WHERE o.cust = v.cust;
CREATE TABLE cj_out (oid INT, tier STRING) WITH ('connector' = 'print', 'print-identifier' = 'cj_out');
INSERT INTO cj_out SELECT o.oid, t.tier FROM orders o CROSS JOIN tiers t WHERE o.oid = 1;
