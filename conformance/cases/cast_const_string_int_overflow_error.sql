-- cast: CAST('2147483648' AS INT) of a constant
-- Fails with NumberFormatException "... Overflow."
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST('2147483648' AS INT) FROM v;
