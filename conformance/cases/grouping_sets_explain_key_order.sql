-- EXPLAIN of ROLLUP of keys in another order than the table's
-- Flink merges the projection below the aggregate into it: its keys, and so the Expand's $e
-- numbers and the grouping functions' CASEs, follow the table's order (a before b).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING, c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN SELECT b, a, GROUPING_ID(b, a), GROUPING(a), SUM(c) FROM t GROUP BY ROLLUP (b, a);
EXPLAIN SELECT c, b, a, COUNT(*) FROM t GROUP BY CUBE (c, b), a;
