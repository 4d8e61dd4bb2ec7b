-- cast: CAST(s AS DOUBLE) of a column at run time
-- 'x' fails with NumberFormatException.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES ('1'), ('x')) AS t(s);
SELECT s, CAST(s AS DOUBLE) FROM v;
