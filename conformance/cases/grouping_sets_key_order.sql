-- ROLLUP of keys in another order than the table's
-- The keys of ROLLUP (b, a) come in the order written; the grouping functions read them so.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10), (1, 'y', 20), (2, 'x', 30)) AS t(a, b, c);
SELECT b, a, GROUPING(b), GROUPING(a), GROUPING_ID(b, a), SUM(c) FROM v GROUP BY ROLLUP (b, a);
