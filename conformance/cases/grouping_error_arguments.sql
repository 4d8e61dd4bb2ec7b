-- GROUPING() without arguments
-- Calcite's validator counts the operands: GROUPING takes at least one.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10)) AS t(a, b, c);
SELECT a, GROUPING() FROM v GROUP BY a;
