-- Batch EXPLAIN of INTERSECT and EXCEPT over VALUES views
-- Pins down the plan Flink's cost model picks when the right input is small enough to
-- broadcast: a NestedLoopJoin over the broadcast right input (null-safe on all fields), its
-- rows hashed for a one-phase SortAggregate; the views' columns print by position (EXPR$0),
-- each non-NULL literal cast to the nullable column type. These are the set operations that
-- setop_union_intersect_except runs.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW a AS SELECT * FROM (VALUES (1), (1), (2), (3), (CAST(NULL AS INT))) AS t(x);
CREATE TEMPORARY VIEW b AS SELECT * FROM (VALUES (2), (3), (3), (4), (CAST(NULL AS INT))) AS t(y);
EXPLAIN SELECT x FROM a INTERSECT SELECT y FROM b;
EXPLAIN SELECT x FROM a EXCEPT SELECT y FROM b;
EXPLAIN SELECT y FROM b EXCEPT SELECT x FROM a;
