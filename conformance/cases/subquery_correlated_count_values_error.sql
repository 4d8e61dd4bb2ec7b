-- A correlated aggregate subquery fails to plan when the outer query reads a VALUES view
-- Pins down: the same COUNT subquery over a filesystem table plans when the outer table is a
-- filesystem table too (subquery_correlated_scalar), but not when it is a VALUES view.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW customers AS SELECT * FROM (VALUES (2, 'bob'), (1, 'ann'), (3, 'cid')) AS t(cid, name);
CREATE TABLE fo (oid INT, cid INT, amount INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/fo', 'format' = 'json');
INSERT INTO fo VALUES (100, 1, 20), (101, 1, 35), (102, 3, 500);
SELECT name FROM customers c WHERE EXISTS (SELECT 1 FROM fo o WHERE o.cid = c.cid AND o.amount > 100);
SELECT name, (SELECT COUNT(*) FROM fo o WHERE o.cid = c.cid) AS n FROM customers c;
