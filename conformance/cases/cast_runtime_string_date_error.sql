-- cast: CAST(s AS DATE) of a column at run time
-- '2023-02-29' fails with DateTimeException.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES ('1'), ('2023-02-29')) AS t(s);
SELECT s, CAST(s AS DATE) FROM v;
