-- GROUP_ID with an argument
-- Calcite's validator counts the operands: GROUP_ID takes none.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10)) AS t(a, b, c);
SELECT a, GROUP_ID(a) FROM v GROUP BY a;
