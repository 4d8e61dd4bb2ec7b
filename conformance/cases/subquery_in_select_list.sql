-- IN, NOT IN and EXISTS used as values in the select list, correlated and not
-- Pins down: an uncorrelated x IN (subquery) is NULL when x is NULL or when no value matches and
-- the subquery has a NULL; NOT IN is its negation; EXISTS is never NULL. A correlated IN is
-- FALSE over an empty set of rows but NULL when x is NULL, even over an empty set (Flink's
-- rewrite checks the count of the correlated group before x). A correlated IN inside an OR in
-- WHERE, and a subquery in HAVING.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT, k INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'json');
CREATE TABLE b (y INT, k INT, v STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'json');
INSERT INTO a VALUES (1, 10), (2, 20), (3, 30), (CAST(NULL AS INT), 40);
INSERT INTO b VALUES (2, 10, 'p'), (CAST(NULL AS INT), 20, 'q'), (5, 20, 'r'), (1, 50, 's');
SELECT x, x IN (SELECT y FROM b) AS i, x NOT IN (SELECT y FROM b) AS ni, EXISTS (SELECT 1 FROM b WHERE b.k = a.k) AS e FROM a;
SELECT x, x IN (SELECT y FROM b WHERE b.k = a.k) AS ci, x NOT IN (SELECT y FROM b WHERE b.k = a.k) AS cni FROM a;
SELECT x, x IN (SELECT y FROM b WHERE y > 100) AS empty_in, NOT EXISTS (SELECT 1 FROM b WHERE b.y = a.x) AS ne FROM a;
SELECT x FROM a WHERE x IN (SELECT y FROM b WHERE b.k = a.k) OR x = 3;
SELECT k, SUM(x) AS s FROM a GROUP BY k HAVING SUM(x) > (SELECT MIN(y) FROM b);
CREATE TABLE in_out (x INT, i BOOLEAN) WITH ('connector' = 'print', 'print-identifier' = 'in_out');
INSERT INTO in_out SELECT x, x IN (SELECT y FROM b WHERE b.k = a.k) FROM a;
