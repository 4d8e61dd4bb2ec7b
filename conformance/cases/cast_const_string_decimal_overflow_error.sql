-- cast: CAST('123456' AS DECIMAL(5, 2)) of a constant
-- A string that overflows DECIMAL fails: NumberFormatException "For input string: '123456'. Overflow."
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST('123456' AS DECIMAL(5,2)) FROM v;
