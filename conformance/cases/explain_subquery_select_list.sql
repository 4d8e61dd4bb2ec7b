-- EXPLAIN: IN and EXISTS as values in the select list
-- Outside WHERE, Flink rewrites IN and EXISTS into left joins over aggregates of the subquery
-- that compute the mark.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT id, id IN (SELECT k FROM u) AS i FROM t;
EXPLAIN SELECT id, EXISTS (SELECT 1 FROM u WHERE u.k = t.id) AS e FROM t;
