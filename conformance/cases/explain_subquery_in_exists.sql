-- EXPLAIN: IN and EXISTS subqueries in WHERE
-- Flink keeps the subqueries in the abstract syntax tree (IN($0, {...}), EXISTS({...}) with the
-- correlation variable $cor0) and plans them as semi and anti joins: HashJoin with
-- joinType=[LeftSemiJoin] or [LeftAntiJoin] for an equality, and for NOT IN a nested loop whose
-- condition lets a NULL on either side rule a row out.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT id FROM t WHERE id IN (SELECT k FROM u);
EXPLAIN SELECT id, name FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = t.id AND u.tag <> 'x');
EXPLAIN SELECT id FROM t WHERE NOT EXISTS (SELECT 1 FROM u WHERE u.k = t.id);
EXPLAIN SELECT id FROM t WHERE id NOT IN (SELECT k FROM u);
