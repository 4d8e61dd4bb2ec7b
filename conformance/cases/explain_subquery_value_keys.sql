-- EXPLAIN: subqueries as values correlated on two keys
-- EXISTS groups on its keys in the order of the subquery's input and joins on them in that
-- order; a scalar subquery groups its SINGLE_VALUE the same way and puts the keys back in the
-- order of the correlation.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT id, EXISTS (SELECT 1 FROM u WHERE u.tag = t.name AND u.k = t.id) AS e FROM t;
EXPLAIN SELECT id, (SELECT tag FROM u WHERE u.tag = t.name AND u.k = t.qty) AS x FROM t;
