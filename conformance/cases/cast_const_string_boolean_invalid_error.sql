-- cast: CAST('x' AS BOOLEAN) of a constant
-- Fails with TableException "Cannot parse 'x' as BOOLEAN."
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST('x' AS BOOLEAN) FROM v;
