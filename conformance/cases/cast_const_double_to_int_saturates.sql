-- cast: CAST(1.0E20 AS INT) of a constant
-- No error: the constant-folded cast saturates to 2147483647.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST(1.0E20 AS INT) FROM v;
