-- A scalar subquery must select one column
-- Pins down: Calcite's message names the row type with its type names and upper-cased field names.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW a AS SELECT * FROM (VALUES (1), (2)) AS t(x);
CREATE TEMPORARY VIEW b AS SELECT * FROM (VALUES (10, CAST(NULL AS STRING))) AS t(y, v);
SELECT x, (SELECT y, v FROM b) AS two FROM a;
