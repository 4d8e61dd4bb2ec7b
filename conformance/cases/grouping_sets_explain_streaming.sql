-- EXPLAIN of grouping sets in streaming mode, with EXPLAIN CHANGELOG_MODE
-- The Expand is insert-only; the GroupAggregate above it, grouped by the keys and $e, updates.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (a INT, b STRING, c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN SELECT a, b, SUM(c), COUNT(*) FROM t GROUP BY GROUPING SETS ((a, b), (a), ());
EXPLAIN CHANGELOG_MODE SELECT a, b, GROUPING(a), GROUPING_ID(a, b), SUM(c) FROM t GROUP BY ROLLUP (a, b);
EXPLAIN SELECT a, MAX(b), COUNT(DISTINCT c) FROM t GROUP BY CUBE (a);
