-- EXPLAIN of grouping sets over keys after their arguments in the table, in batch mode
-- Flink merges the projection below the aggregate into it: the Expand reads a before b, and
-- the distinct aggregate groups on its fields in the Expand's order.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING, c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN SELECT b, COUNT(DISTINCT a) FROM t GROUP BY ROLLUP (b);
EXPLAIN SELECT b, SUM(a), MAX(c) FROM t GROUP BY CUBE (b);
