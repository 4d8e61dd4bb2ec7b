-- cast: CAST(s AS TIMESTAMP) of a column at run time
-- '1' fails with DateTimeParseException at index 0.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES ('1'), ('x')) AS t(s);
SELECT s, CAST(s AS TIMESTAMP) FROM v;
