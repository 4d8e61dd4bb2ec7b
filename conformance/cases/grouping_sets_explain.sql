-- EXPLAIN of grouping sets in batch mode
-- An Expand below the aggregate writes each row once per set with the rolled-up keys NULL and
-- $e the set's number; the aggregate groups by the keys and $e; GROUPING is a CASE over $e above.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING, c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN SELECT a, b, SUM(c), COUNT(*) FROM t GROUP BY GROUPING SETS ((a, b), (a), ());
EXPLAIN SELECT a, b, GROUPING(a), GROUPING_ID(a, b), SUM(c) FROM t GROUP BY CUBE (a, b);
EXPLAIN SELECT a, b, COUNT(DISTINCT c) FROM t GROUP BY ROLLUP (a, b);
EXPLAIN SELECT a, COUNT(*) FROM t GROUP BY GROUPING SETS ((a), ());
EXPLAIN SELECT a, b, GROUPING(b), COUNT(*) FROM t GROUP BY ROLLUP (a, b) HAVING GROUPING(a) = 0;
