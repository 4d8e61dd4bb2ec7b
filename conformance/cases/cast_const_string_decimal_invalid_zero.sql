-- cast: CAST('x' AS DECIMAL(5, 2)) of a constant
-- No error: the constant-folded cast of a non-number to DECIMAL gives 0.00.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST('x' AS DECIMAL(5,2)) FROM v;
