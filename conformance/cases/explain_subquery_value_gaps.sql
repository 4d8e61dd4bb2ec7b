-- EXPLAIN: subqueries as values in shapes Flinkpad does not print yet
-- A scalar subquery with GROUP BY gets a one-phase SINGLE_VALUE aggregate over its aggregate;
-- two correlated subqueries are $cor0 and $cor1; an IN and an EXISTS in one select list nest
-- their joins and compute IN's value only at the top.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT id, (SELECT MAX(k) FROM u WHERE u.tag = t.name GROUP BY u.tag) AS m FROM t;
EXPLAIN SELECT id, (SELECT MAX(k) FROM u WHERE u.tag = t.name) + 1 AS m FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = t.id);
EXPLAIN SELECT id, qty IN (SELECT k FROM u) AS i, EXISTS (SELECT 1 FROM u WHERE u.k = t.qty) AS e FROM t;
