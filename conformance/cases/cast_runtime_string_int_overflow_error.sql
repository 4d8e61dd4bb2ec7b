-- cast: CAST(s AS INT) of a column at run time
-- '2147483648' fails with NumberFormatException "... Overflow."
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES ('1'), ('2147483648')) AS t(s);
SELECT s, CAST(s AS INT) FROM v;
