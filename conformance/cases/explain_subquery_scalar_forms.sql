-- EXPLAIN: scalar subqueries in expressions
-- A correlated COUNT, whose value over no rows is 0, and an uncorrelated aggregate inside an
-- arithmetic expression of a WHERE comparison.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT id FROM t WHERE qty < (SELECT MIN(k) FROM u) + 1;
EXPLAIN SELECT id, (SELECT COUNT(*) FROM u WHERE u.k = t.id) AS c FROM t;
