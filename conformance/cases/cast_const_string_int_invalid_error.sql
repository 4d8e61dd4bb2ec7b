-- cast: CAST('abc' AS INT) of a constant
-- Fails with NumberFormatException "For input string: 'abc'. Invalid character found."
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST('abc' AS INT) FROM v;
