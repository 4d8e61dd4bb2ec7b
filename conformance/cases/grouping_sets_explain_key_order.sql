-- EXPLAIN of ROLLUP of keys in another order than the table's
-- Flink merges the projection below the aggregate into it: its keys, and so the Expand's $e
-- numbers and the grouping functions' CASEs, follow the table's order (a before b).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10), (1, 'y', 20), (2, 'x', 30)) AS t(a, b, c);
EXPLAIN SELECT b, a, GROUPING_ID(b, a), SUM(c) FROM v GROUP BY ROLLUP (b, a);
