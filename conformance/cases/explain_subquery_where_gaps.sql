-- EXPLAIN: IN and EXISTS in WHERE in shapes Flinkpad does not print yet
-- An uncorrelated EXISTS is a singleRowJoin nested loop over MIN(true) of the subquery; a join
-- below the filter reads one table twice (reused scans, a BATCH shuffle); two subqueries stack
-- two semi or anti joins, with the fields trimmed between them and the scans of one table merged.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT id FROM t WHERE EXISTS (SELECT 1 FROM u);
EXPLAIN SELECT t.id FROM t JOIN u ON t.id = u.k WHERE t.qty IN (SELECT k FROM u);
EXPLAIN SELECT name FROM t WHERE id IN (SELECT k FROM u) AND name IN (SELECT tag FROM u);
EXPLAIN SELECT id FROM t WHERE id IN (SELECT k FROM u) AND NOT EXISTS (SELECT 1 FROM u WHERE u.k = t.qty);
