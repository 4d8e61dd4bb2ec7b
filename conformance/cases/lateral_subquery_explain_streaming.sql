-- EXPLAIN of LATERAL subqueries in streaming mode: Flink decorrelates them into regular joins
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, name STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE TABLE u (k INT, v INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT t.name, l.v FROM t, LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l;
EXPLAIN SELECT t.name, l.v FROM t LEFT JOIN LATERAL (SELECT u.v FROM u WHERE u.k = t.k AND u.v > 5) AS l ON TRUE;
