-- title: EXPLAIN of DISTINCT aggregates beside FILTER in a batch GROUP BY
-- As agg_filter_distinct_explain, grouped: Flink plans the inner aggregate of the grouping-sets
-- rewrite in one phase here. Pins the printed plan and the results.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1, 1.5e0, 'a'), (1, 2, 2.5e0, 'b'), (1, CAST(NULL AS INT), CAST(NULL AS DOUBLE), CAST(NULL AS STRING)), (2, 7, 3.0e0, 'a'), (3, CAST(NULL AS INT), CAST(NULL AS DOUBLE), 'c'), (1, 4, 0.25e0, 'a')) AS x(k, i, d, s);
EXPLAIN SELECT k, COUNT(DISTINCT s) FILTER (WHERE i > 1), SUM(i) FILTER (WHERE d > 1), COUNT(DISTINCT i) FROM v GROUP BY k;
SELECT k, COUNT(DISTINCT s) FILTER (WHERE i > 1), SUM(i) FILTER (WHERE d > 1), COUNT(DISTINCT i) FROM v GROUP BY k;
