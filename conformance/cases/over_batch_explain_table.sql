-- Batch EXPLAIN of an OVER aggregate without ORDER BY over a table, and one ordered without partition keys
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k STRING, o INT, x BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN SELECT k, x, MIN(x) OVER (PARTITION BY k) AS m FROM t;
EXPLAIN SELECT o, SUM(x) OVER (ORDER BY o ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS s FROM t;
