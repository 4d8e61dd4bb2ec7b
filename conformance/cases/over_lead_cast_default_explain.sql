-- LEAD with a default written as a cast, EXPLAIN in batch mode
-- Pins down: Calcite folds CAST(0 AS BIGINT) into the literal 0:BIGINT in both the tree and the OverAggregate.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '4', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '4');
EXPLAIN SELECT id, LAG(id) OVER (ORDER BY id), LEAD(id, 1, CAST(0 AS BIGINT)) OVER (ORDER BY id) FROM t;
