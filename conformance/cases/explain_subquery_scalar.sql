-- EXPLAIN: scalar subqueries
-- An uncorrelated aggregate subquery joins as a single row; a correlated one is decorrelated by
-- grouping on the correlation, and a subquery that is not an aggregate gets Flink's
-- SINGLE_VALUE check.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT id FROM t WHERE qty > (SELECT AVG(qty) FROM t);
EXPLAIN SELECT id, (SELECT MAX(k) FROM u WHERE u.tag = t.name) AS m FROM t;
EXPLAIN SELECT id, (SELECT tag FROM u WHERE u.k = t.id) AS tag FROM t;
