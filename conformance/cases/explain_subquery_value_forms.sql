-- EXPLAIN: more scalar subqueries, and EXISTS as a value
-- An uncorrelated aggregate in the select list joins as a single row kept by a LEFT join; a
-- correlated EXISTS with a filter of its own, and a correlated aggregate on two keys, group on
-- the correlation keys; a correlated scalar subquery compared in WHERE.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT id, EXISTS (SELECT 1 FROM u WHERE u.k = t.id AND u.tag <> 'x') AS e FROM t;
EXPLAIN SELECT id, (SELECT MAX(k) FROM u WHERE u.tag = t.name AND u.k = t.qty) AS m FROM t;
EXPLAIN SELECT id FROM t WHERE qty = (SELECT MAX(k) FROM u WHERE u.tag = t.name);
EXPLAIN SELECT id, (SELECT MAX(k) FROM u) AS m FROM t;
