-- A column outside ROLLUP in the select list
-- The select list may read only the keys of the grouping sets.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10)) AS t(a, b, c);
SELECT a, b FROM v GROUP BY ROLLUP (a);
