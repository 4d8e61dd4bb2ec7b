-- cast: CAST('x' AS DOUBLE) of a constant
-- Fails with Java's NumberFormatException 'For input string: "x"'.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST('x' AS DOUBLE) FROM v;
