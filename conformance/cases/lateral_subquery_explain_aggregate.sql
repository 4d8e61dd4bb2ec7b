-- EXPLAIN of an aggregate per outer row through LATERAL: Flink groups the subquery by the
-- correlation and joins on it
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT t.name, l.s FROM t, LATERAL (SELECT SUM(u.v) AS s FROM u WHERE u.k = t.k) AS l;
