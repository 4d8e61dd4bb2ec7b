-- EXPLAIN of GROUP_ID() and duplicate grouping sets in streaming mode
-- The union of Calcite's rewrite reads one GroupAggregate per GROUP_ID() value.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (a INT, b STRING, c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN SELECT a, GROUP_ID(), COUNT(DISTINCT c) FROM t GROUP BY GROUPING SETS ((a), (a));
EXPLAIN SELECT a, b, GROUP_ID(), SUM(c) FROM t GROUP BY ROLLUP (a, b), a;
