-- cast: CAST('x' AS TIME) of a constant
-- Fails with DateTimeException "Invalid time format: 'x'. ..."
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST('x' AS TIME) FROM v;
