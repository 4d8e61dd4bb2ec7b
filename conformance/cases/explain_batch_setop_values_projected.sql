-- Batch EXPLAIN of INTERSECT and EXCEPT over projections of VALUES views
-- Pins down how the inputs print when a projection over the VALUES is not a plain renaming: an
-- expression, a constant, or a reordering of the view's columns.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW a AS SELECT * FROM (VALUES (1, 'p'), (2, 'q'), (CAST(NULL AS INT), 'r')) AS t(x, s);
CREATE TEMPORARY VIEW b AS SELECT * FROM (VALUES (2), (3), (CAST(NULL AS INT))) AS t(y);
EXPLAIN SELECT x + 1 AS z FROM a INTERSECT SELECT y FROM b;
EXPLAIN SELECT x FROM a EXCEPT SELECT y + 0 FROM b;
EXPLAIN SELECT s, x FROM a INTERSECT SELECT 'q', y FROM b;
SELECT x + 1 AS z FROM a INTERSECT SELECT y FROM b;
SELECT s, x FROM a INTERSECT SELECT 'q', y FROM b;
