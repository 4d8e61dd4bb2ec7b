-- EXPLAIN of LATERAL subqueries: Flink decorrelates them into joins
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT t.name, l.v FROM t, LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l;
EXPLAIN SELECT t.name, l.v FROM t LEFT JOIN LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l ON TRUE;
