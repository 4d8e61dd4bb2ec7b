-- GROUPING of a column that is not a grouping key
-- Calcite's validator rejects it: the argument must be a grouped expression.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10)) AS t(a, b, c);
SELECT a, GROUPING(b) FROM v GROUP BY ROLLUP (a);
