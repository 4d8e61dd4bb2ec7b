-- EXPLAIN: more shapes of IN and EXISTS in WHERE
-- A subquery conjunct beside a plain one keeps the WHERE's order in the abstract syntax tree;
-- EXISTS drops the subquery's select list (SELECT *), an uncorrelated IN keeps its filter, and
-- NOT IN over a filtered subquery is a nested loop join over the broadcast filter.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT id FROM t WHERE qty > 1 AND id IN (SELECT k FROM u);
EXPLAIN SELECT id FROM t WHERE id IN (SELECT k FROM u WHERE tag = 'a');
EXPLAIN SELECT * FROM t WHERE EXISTS (SELECT * FROM u WHERE u.k = t.id);
EXPLAIN SELECT name FROM t WHERE id NOT IN (SELECT k FROM u WHERE tag = 'a');
