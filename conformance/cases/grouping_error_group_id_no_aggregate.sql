-- GROUP_ID() in a query without GROUP BY or aggregates
-- Calcite's validator names GROUP_ID in its message.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10)) AS t(a, b, c);
SELECT GROUP_ID() FROM v;
