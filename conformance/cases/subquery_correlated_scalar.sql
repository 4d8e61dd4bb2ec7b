-- Correlated scalar subqueries: aggregates over no rows, values, and their types
-- Pins down: a correlated COUNT is 0 (not NULL) for a row whose group is empty, and so is
-- COUNT(*) + 1 evaluated over the empty group, while SUM is NULL; a scalar subquery in WHERE; a
-- correlated subquery without an aggregate giving at most one row per key; a NOT IN whose
-- correlated set is empty keeps a NULL x (the anti join sees no row to compare); and the types
-- DESCRIBE gives these columns.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT, k INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'json');
CREATE TABLE b (y INT, k INT, v STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'json');
INSERT INTO a VALUES (1, 10), (2, 20), (3, 30), (CAST(NULL AS INT), 40);
INSERT INTO b VALUES (2, 10, 'p'), (CAST(NULL AS INT), 20, 'q'), (5, 20, 'r'), (1, 50, 's');
SELECT x, (SELECT COUNT(*) FROM b WHERE b.k = a.k) AS c, (SELECT COUNT(*) + 1 FROM b WHERE b.k = a.k) AS c1, (SELECT SUM(y) FROM b WHERE b.k = a.k) AS s FROM a;
SELECT x FROM a WHERE (SELECT MAX(y) FROM b WHERE b.k = a.k) > 1;
SELECT x, (SELECT v FROM b WHERE b.y = a.x) AS v FROM a;
SELECT x FROM a WHERE x NOT IN (SELECT y FROM b WHERE b.k = a.k);
SELECT x FROM a WHERE x IN (SELECT y FROM b WHERE b.k = a.k AND b.y < 9);
CREATE VIEW scalar_types AS SELECT x, (SELECT COUNT(*) FROM b WHERE b.k = a.k) AS c, (SELECT COUNT(*) FROM b) AS n, (SELECT MAX(v) FROM b) AS m, EXISTS (SELECT 1 FROM b WHERE b.k = a.k) AS e, x IN (SELECT y FROM b) AS i FROM a;
DESCRIBE scalar_types;
