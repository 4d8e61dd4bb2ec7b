-- title: EXPLAIN of DISTINCT aggregates beside FILTER in batch mode
-- Flink rewrites DISTINCT calls beside other calls with grouping sets (an Expand, an aggregate
-- on the keys, the arguments and $e, and an aggregate on the keys whose calls FILTER on $g_N);
-- a call's own FILTER joins its set. Pins the printed plans and their results.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1, 1.5e0, 'a'), (1, 2, 2.5e0, 'b'), (1, CAST(NULL AS INT), CAST(NULL AS DOUBLE), CAST(NULL AS STRING)), (2, 7, 3.0e0, 'a'), (3, CAST(NULL AS INT), CAST(NULL AS DOUBLE), 'c'), (1, 4, 0.25e0, 'a')) AS x(k, i, d, s);
EXPLAIN SELECT COUNT(*) FILTER (WHERE i > 1), MAX(s) FILTER (WHERE i < 3), AVG(i) FILTER (WHERE s <> 'b'), COUNT(DISTINCT s) FILTER (WHERE k = 1) FROM v;
EXPLAIN SELECT k, COUNT(DISTINCT s) FILTER (WHERE i > 1), SUM(i) FILTER (WHERE d > 1), COUNT(DISTINCT i) FROM v GROUP BY k;
SELECT k, COUNT(DISTINCT s) FILTER (WHERE i > 1), SUM(i) FILTER (WHERE d > 1), COUNT(DISTINCT i) FROM v GROUP BY k;
