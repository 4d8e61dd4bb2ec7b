-- EXPLAIN: forms of the conditions of IN and EXISTS in WHERE
-- The semi join's condition keeps the correlated equality as written (outer side first), an IN
-- over an expression projects it before the join, and two correlated equalities are two keys.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT id FROM t WHERE EXISTS (SELECT 1 FROM u WHERE t.id = u.k);
EXPLAIN SELECT id FROM t WHERE id IN (SELECT k + 1 FROM u);
EXPLAIN SELECT qty FROM t WHERE name IN (SELECT tag FROM u WHERE k > 2);
EXPLAIN SELECT id FROM t WHERE NOT EXISTS (SELECT 1 FROM u WHERE u.k = t.id AND u.tag = t.name);
