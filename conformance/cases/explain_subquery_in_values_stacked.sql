-- EXPLAIN: several IN values in one select list
-- Two uncorrelated INs of different subqueries stack their joins: the second's read the
-- first's through a projection that drops the first's y, and both values are computed at the
-- top over counts named c, ck and c0, ck0. An IN and a NOT IN of one subquery share one set of
-- joins (Calcite plans equal subqueries once), with an EXISTS after them or not.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'json');
EXPLAIN SELECT id, id IN (SELECT k FROM u) AS i, qty IN (SELECT k FROM u WHERE k > 1) AS j FROM t;
EXPLAIN SELECT id, qty IN (SELECT k FROM u) AS i, qty NOT IN (SELECT k FROM u) AS ni FROM t;
EXPLAIN SELECT id, id IN (SELECT k FROM u) AS i, id NOT IN (SELECT k FROM u) AS ni, EXISTS (SELECT 1 FROM u WHERE u.k = t.qty) AS e FROM t;
INSERT INTO t VALUES (1, 'a', 5), (2, CAST(NULL AS STRING), 7), (CAST(NULL AS INT), 'b', CAST(NULL AS INT)), (4, 'c', 1), (7, 'd', 4);
INSERT INTO u VALUES (1, 'a'), (CAST(NULL AS INT), 'a'), (4, CAST(NULL AS STRING)), (7, 'b');
SELECT id, id IN (SELECT k FROM u) AS i, qty IN (SELECT k FROM u WHERE k > 1) AS j FROM t;
SELECT id, id IN (SELECT k FROM u) AS i, id NOT IN (SELECT k FROM u) AS ni, EXISTS (SELECT 1 FROM u WHERE u.k = t.qty) AS e FROM t;
