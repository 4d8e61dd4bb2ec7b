-- EXPLAIN of GROUP_ID() and duplicate grouping sets in batch mode
-- Calcite rewrites GROUP_ID(): a UNION ALL of an aggregate per value over the sets given that
-- many times more, each under a projection with the value as a literal; over distinct sets the
-- union has one input and GROUP_ID() is 0.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING, c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN SELECT a, GROUP_ID(), COUNT(*) FROM t GROUP BY GROUPING SETS ((a), (a), ());
EXPLAIN SELECT a, b, GROUP_ID(), SUM(c) FROM t GROUP BY ROLLUP (a, b);
EXPLAIN SELECT a, GROUP_ID() FROM t GROUP BY a;
EXPLAIN SELECT a, SUM(c) FROM t GROUP BY GROUPING SETS ((a, b), (a, b), (a));
