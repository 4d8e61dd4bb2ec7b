-- cast: CAST(s AS BOOLEAN) of a column at run time
-- 'x' fails the job with TableException "Cannot parse 'x' as BOOLEAN."
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES ('1'), ('x')) AS t(s);
SELECT s, CAST(s AS BOOLEAN) FROM v;
