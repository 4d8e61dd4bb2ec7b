-- GROUPING in WHERE
-- Calcite's validator allows the grouping functions only in SELECT, HAVING and ORDER BY.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10)) AS t(a, b, c);
SELECT a FROM v WHERE GROUPING(a) = 0 GROUP BY a;
