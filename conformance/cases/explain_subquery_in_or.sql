-- EXPLAIN: IN inside an OR in WHERE
-- IN's join cannot be a semi join under an OR, so Flink plans it as the value it is in the
-- select list, and Calcite simplifies the value for a filter, where only TRUE keeps a row: the
-- count of the subquery's non-NULL values goes, and for a correlated IN the counts read the
-- key before y.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT, k INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'json');
CREATE TABLE b (y INT, k INT, v STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'json');
EXPLAIN SELECT x FROM a WHERE x IN (SELECT y FROM b WHERE b.k = a.k) OR x = 3;
EXPLAIN SELECT x, k FROM a WHERE k = 40 OR x IN (SELECT y FROM b WHERE b.k = a.k);
EXPLAIN SELECT x FROM a WHERE x IN (SELECT y FROM b WHERE b.v <> 'p') OR k = 30;
EXPLAIN SELECT k FROM a WHERE x IN (SELECT y FROM b) OR k > 25;
INSERT INTO a VALUES (1, 10), (2, 20), (3, 30), (CAST(NULL AS INT), 40), (5, 20), (2, CAST(NULL AS INT));
INSERT INTO b VALUES (2, 10, 'p'), (CAST(NULL AS INT), 20, 'q'), (5, 20, 'r'), (1, 50, 's'), (1, 10, 't');
SELECT x, k FROM a WHERE k = 40 OR x IN (SELECT y FROM b WHERE b.k = a.k);
SELECT x FROM a WHERE x IN (SELECT y FROM b WHERE b.v <> 'p') OR k = 30;
