-- A correlated EXISTS whose subquery reads a VALUES view fails to plan
-- A learner builds two small VALUES views and writes WHERE EXISTS (SELECT 1 FROM orders o WHERE
-- o.cid = c.cid). Flink's planner cannot decorrelate it and reports "unexpected correlate variable";
-- the uncorrelated IN form (shown first) works. The same query over filesystem tables works
-- (subquery_in_exists.sql). The failing SELECT comes last. (The customers rows are deliberately not in
-- sorted order: with sorted literal rows even the IN query fails, with a CannotPlanException.)
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW customers AS SELECT * FROM (VALUES (2, 'bob'), (1, 'ann'), (3, 'cid')) AS t(cid, name);
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (100, 1, 20), (101, 1, 35), (102, 3, 500)) AS t(oid, cid, amount);
SELECT name FROM customers WHERE cid IN (SELECT cid FROM orders WHERE amount > 100);
SELECT name FROM customers c WHERE EXISTS (SELECT 1 FROM orders o WHERE o.cid = c.cid AND o.amount > 100);
