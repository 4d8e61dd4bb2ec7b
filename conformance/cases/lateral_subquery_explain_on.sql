-- EXPLAIN of LATERAL subqueries with an ON condition other than TRUE, and of one that does not
-- read the outer row, in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT t.name, l.v FROM t LEFT JOIN LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l ON l.v > 10;
EXPLAIN SELECT t.name, l.v FROM t JOIN LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l ON l.v > 10;
EXPLAIN SELECT t.name, l.v FROM t, LATERAL (SELECT u.v FROM u WHERE u.v > 20) AS l;
