-- GROUPING in a query without GROUP BY or aggregates
-- Calcite's validator rejects it outside an aggregate query.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10)) AS t(a, b, c);
SELECT a, GROUPING(a) FROM v;
