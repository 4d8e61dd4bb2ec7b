-- cast: CAST('2023-02-29' AS DATE) of a constant
-- Fails with DateTimeException "For input string: '2023-02-29'."
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST('2023-02-29' AS DATE) FROM v;
