-- EXPLAIN of a LATERAL subquery correlated by other than equality, in streaming mode: Flink joins
-- the subquery with the distinct outer values (a value generator), then those back on equality
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, name STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE TABLE u (k INT, v INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT t.name, l.v FROM t, LATERAL (SELECT u.v FROM u WHERE u.k < t.k) AS l;
