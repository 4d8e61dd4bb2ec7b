-- EXPLAIN: IN and EXISTS in WHERE under other operators
-- The abstract syntax tree keeps the subquery in the filter whatever is above or below it: an
-- aggregate over the filter, a correlated IN, NOT around IN, a derived table below.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT COUNT(*) FROM t WHERE id IN (SELECT k FROM u);
EXPLAIN SELECT id FROM t WHERE id IN (SELECT k FROM u WHERE u.tag = t.name);
EXPLAIN SELECT id FROM t WHERE NOT (id IN (SELECT k FROM u));
EXPLAIN SELECT id FROM (SELECT id, qty FROM t WHERE qty > 2) s WHERE id IN (SELECT k FROM u);
