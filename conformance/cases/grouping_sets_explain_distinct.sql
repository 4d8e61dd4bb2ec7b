-- EXPLAIN of grouping sets with DISTINCT calls beside plain ones, in batch mode
-- Flink expands the distinct calls before it decomposes the grouping sets.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING, c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN SELECT a, COUNT(DISTINCT b), SUM(c) FROM t GROUP BY ROLLUP (a);
