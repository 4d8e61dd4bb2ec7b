-- cast: CAST(s AS TINYINT) of a column at run time
-- '300' fails with NumberFormatException "... Overflow."
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES ('1'), ('300')) AS t(s);
SELECT s, CAST(s AS TINYINT) FROM v;
