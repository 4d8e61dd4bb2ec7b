-- EXPLAIN: a correlated NOT IN in WHERE
-- The anti join hashes on the correlation's equality and keeps NOT IN's x = y IS NOT FALSE
-- beside it as Calcite expands it (x IS NULL OR y IS NULL OR x = y); a filter of the
-- subquery's own stays below the join, pushed into the scan.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT, k INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'json');
CREATE TABLE b (y INT, k INT, v STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'json');
EXPLAIN SELECT x FROM a WHERE x NOT IN (SELECT y FROM b WHERE b.k = a.k);
EXPLAIN SELECT x FROM a WHERE x NOT IN (SELECT y FROM b WHERE b.k = a.k AND b.v <> 'p');
EXPLAIN SELECT x, k FROM a WHERE k NOT IN (SELECT y FROM b WHERE b.k = a.x AND b.v IS NOT NULL);
INSERT INTO a VALUES (1, 10), (2, 20), (3, 30), (CAST(NULL AS INT), 40), (5, 20);
INSERT INTO b VALUES (2, 10, 'p'), (CAST(NULL AS INT), 20, 'q'), (5, 20, 'r'), (1, 50, 's'), (1, 10, 't');
SELECT x FROM a WHERE x NOT IN (SELECT y FROM b WHERE b.k = a.k AND b.v <> 'p');
