-- EXPLAIN: a VALUES list with a typed NULL, and constant folding with Calcite's cast rules
-- A row that is not all literals makes the VALUES a UNION ALL of one-row projections; Flink then
-- pushes the projection into each branch and folds it, the casts of literals with Calcite's
-- rules. The one-row Values under the branches is one node, reused.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW n AS SELECT * FROM (VALUES (CAST(NULL AS INT), 1.5E0), (7, 2.25E0), (-3, 1.0E20)) AS t(i, d);
EXPLAIN SELECT i + 1 AS j, CAST(d AS BIGINT) AS big FROM n;
SELECT i + 1 AS j, CAST(d AS BIGINT) AS big FROM n;
