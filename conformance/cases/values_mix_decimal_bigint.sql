-- VALUES mixing a DECIMAL(2, 1) row and a BIGINT row: the column's type, and whether Flink runs it
-- Flink's planner gives the column the two types' common type; where a literal keeps its own
-- type inside VALUES, its code generation fails (CodeGenException) instead of casting it.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1.5), (10000000000)) AS t(x);
DESCRIBE v;
SELECT * FROM v;
