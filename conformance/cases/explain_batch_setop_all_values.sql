-- Batch EXPLAIN of INTERSECT ALL and EXCEPT ALL over VALUES views
-- Pins down the plans Flink's cost model picks for inputs small enough to broadcast: the
-- markers' projection pushed into each row of the VALUES, a one-phase aggregate (a SortAggregate
-- over the Union of two hashed inputs, or a HashAggregate over one exchange), and a filter over
-- the VALUES folded into its rows: an EXCEPT ALL of no rows is its left input.
-- These are the set operations that setop_union_intersect_except runs.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW a AS SELECT * FROM (VALUES (1), (1), (2), (3), (CAST(NULL AS INT))) AS t(x);
CREATE TEMPORARY VIEW b AS SELECT * FROM (VALUES (2), (3), (3), (4), (CAST(NULL AS INT))) AS t(y);
EXPLAIN SELECT x FROM a INTERSECT ALL SELECT x FROM a WHERE x = 1;
EXPLAIN SELECT x FROM a EXCEPT ALL SELECT y FROM b WHERE y > 100;
EXPLAIN SELECT x FROM a INTERSECT ALL SELECT y FROM b;
EXPLAIN SELECT x FROM a EXCEPT ALL SELECT y FROM b;
