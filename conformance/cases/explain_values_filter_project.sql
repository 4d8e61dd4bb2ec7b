-- EXPLAIN: a filter and a projection over inline VALUES
-- The AST keeps Calcite's LogicalProject/LogicalFilter/LogicalValues; the optimized plans merge
-- them into one Calc over Values, printed with prefix operators in the physical plan and infix
-- ones in the execution plan. Constant sub-expressions are folded. EXPLAIN PLAN FOR is the same.
SET 'execution.runtime-mode' = 'batch';
EXPLAIN SELECT a * 2 + 1 AS twice, UPPER(b) AS up FROM (VALUES (1, 'x'), (2, 'y'), (3, 'z')) AS t(a, b) WHERE a > 1 AND b <> 'z';
EXPLAIN PLAN FOR SELECT a, 10 + 5 AS c, CAST(a AS BIGINT) AS big FROM (VALUES (1), (2)) AS t(a) WHERE a >= 2 OR a < 0;
EXPLAIN SELECT 1, 'one', 2.5, CAST(NULL AS INT);
