-- cast: CAST(s AS DECIMAL(5, 2)) of a column at run time
-- 'x' gives NULL, not an error.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES ('1'), ('x')) AS t(s);
SELECT s, CAST(s AS DECIMAL(5,2)) FROM v;
