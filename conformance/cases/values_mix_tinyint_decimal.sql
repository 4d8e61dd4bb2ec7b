-- VALUES mixing a TINYINT (an expression) row and a DECIMAL(2, 1) row: the column's type, and whether Flink runs it
-- Flink's planner gives the column the two types' common type; where a literal keeps its own
-- type inside VALUES, its code generation fails (CodeGenException) instead of casting it.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (CAST(1 AS TINYINT)), (1.5)) AS t(x);
DESCRIBE v;
SELECT * FROM v;
