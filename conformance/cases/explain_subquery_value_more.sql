-- EXPLAIN: more subqueries as values
-- A correlated scalar subquery with a filter of its own; EXISTS as a value into a sink (the
-- Calc takes the query's column name); an uncorrelated scalar subquery that is not an aggregate
-- (a single-row join over SINGLE_VALUE); an uncorrelated EXISTS (a nested loop join over the
-- distinct true of the subquery's rows); NOT IN as a value (Calcite's simplified NOT of IN's
-- three-valued CASE).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
CREATE TABLE s (id INT, e BOOLEAN) WITH ('connector' = 'blackhole');
EXPLAIN SELECT id, (SELECT tag FROM u WHERE u.k = t.id AND u.tag <> 'x') AS x FROM t;
EXPLAIN INSERT INTO s SELECT id, EXISTS (SELECT 1 FROM u WHERE u.k = t.id) FROM t;
EXPLAIN SELECT id, (SELECT tag FROM u) AS x FROM t;
EXPLAIN SELECT id, EXISTS (SELECT 1 FROM u) AS e FROM t;
EXPLAIN SELECT id, id NOT IN (SELECT k FROM u) AS n FROM t;
