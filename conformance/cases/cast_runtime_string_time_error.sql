-- cast: CAST(s AS TIME) of a column at run time
-- 'x' fails with DateTimeException "Invalid time format".
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES ('1'), ('x')) AS t(s);
SELECT s, CAST(s AS TIME) FROM v;
