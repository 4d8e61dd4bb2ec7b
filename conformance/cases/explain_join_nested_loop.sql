-- EXPLAIN of joins without an equality of both sides: Flink's batch NestedLoopJoin
-- BatchPhysicalNestedLoopJoinRule broadcasts the build side: a LEFT join builds its right input, a
-- RIGHT join its left one, an INNER join the smaller one by Flink's size estimates (a VALUES
-- averages its literals' sizes; the left one on equal sizes), and a FULL join reads both sides on
-- one task. An input the join reads nothing of keeps its first field. A datagen scan is no
-- FLIP-27 source, so no MultipleInput chains it. The rows check that each kind runs building the
-- side printed.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, 'ann', 50), (2, 'bob', 500), (3, 'cid', 5)) AS t(oid, cust, amount);
CREATE TEMPORARY VIEW tiers AS SELECT * FROM (VALUES ('low', 0, 100), ('high', 100, 1000)) AS t(tier, lo, hi);
CREATE TABLE a (k INT, v BIGINT, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
CREATE TABLE b (k INT, w BIGINT, t STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
EXPLAIN SELECT o.oid, t.tier FROM orders o JOIN tiers t ON o.amount >= t.lo AND o.amount < t.hi;
EXPLAIN SELECT o.oid, t.tier FROM orders o CROSS JOIN tiers t;
EXPLAIN SELECT t.tier FROM a CROSS JOIN tiers t WHERE a.k = 1;
EXPLAIN SELECT a.s, t.tier FROM a CROSS JOIN tiers t WHERE a.k = 1;
EXPLAIN SELECT t.tier FROM orders o CROSS JOIN tiers t WHERE o.amount > 1;
EXPLAIN SELECT * FROM a JOIN b ON a.v > b.w;
EXPLAIN SELECT * FROM a LEFT JOIN b ON a.v > b.w;
EXPLAIN SELECT * FROM a RIGHT JOIN b ON a.v > b.w;
EXPLAIN SELECT * FROM a FULL JOIN b ON a.v > b.w;
EXPLAIN SELECT * FROM a CROSS JOIN b;
EXPLAIN SELECT * FROM a, orders o WHERE a.k < o.oid;
EXPLAIN SELECT * FROM orders o, a WHERE a.k < o.oid;
EXPLAIN SELECT * FROM orders o LEFT JOIN a ON a.k < o.oid;
EXPLAIN SELECT * FROM a LEFT JOIN orders o ON a.k < o.oid;
EXPLAIN SELECT * FROM a JOIN b ON a.v > b.w OR a.k = b.k;
EXPLAIN SELECT * FROM a JOIN b ON true;
EXPLAIN SELECT a.k FROM a JOIN b ON a.v > b.w WHERE a.s = 'x';
SELECT o.oid, t.tier FROM orders o JOIN tiers t ON o.amount >= t.lo AND o.amount < t.hi;
SELECT o.oid, t.tier FROM orders o LEFT JOIN tiers t ON o.amount >= t.lo AND o.amount < t.hi;
SELECT o.oid, t.tier FROM orders o RIGHT JOIN tiers t ON o.amount > t.hi;
SELECT o.oid, t.tier FROM orders o FULL JOIN tiers t ON o.amount > t.hi;
SELECT o.oid, p.oid AS other FROM orders o JOIN orders p ON o.amount < p.amount;
