-- cast: CAST('x' AS TIMESTAMP) of a constant
-- Fails with DateTimeParseException "Text 'x' could not be parsed at index 0".
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST('x' AS TIMESTAMP) FROM v;
