-- title: EXPLAIN of DISTINCT aggregates beside FILTER in batch mode, without keys
-- Flink rewrites DISTINCT calls beside other calls with grouping sets (an Expand, an aggregate
-- on the arguments and $e, and an aggregate whose calls FILTER on $g_N); a distinct call's own
-- FILTER field joins its set and its flag (AND ... IS TRUE), the plain calls keep theirs in the
-- inner aggregate, whose final phase prints each filter by its index among the local phase's
-- fields (the EXPLAIN reads a table: Flink folds the VALUES rows' conditions, which Flinkpad's
-- optimizer does not yet). A FILTER over a condition never NULL takes it without IS TRUE. Pins the
-- printed plan, which runs, and results.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1, 1.5e0, 'a'), (1, 2, 2.5e0, 'b'), (1, CAST(NULL AS INT), CAST(NULL AS DOUBLE), CAST(NULL AS STRING)), (2, 7, 3.0e0, 'a'), (3, CAST(NULL AS INT), CAST(NULL AS DOUBLE), 'c'), (1, 4, 0.25e0, 'a')) AS x(k, i, d, s);
CREATE TABLE t (k INT NOT NULL, i INT, d DOUBLE, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN SELECT COUNT(*) FILTER (WHERE i > 1), MAX(s) FILTER (WHERE i < 3), AVG(i) FILTER (WHERE s <> 'b'), COUNT(DISTINCT s) FILTER (WHERE k = 1) FROM t;
SELECT COUNT(*) FILTER (WHERE i > 1), MAX(s) FILTER (WHERE i < 3), AVG(i) FILTER (WHERE s <> 'b'), COUNT(DISTINCT s) FILTER (WHERE k = 1) FROM v;
SELECT COUNT(*) FILTER (WHERE i > 1), SUM(DISTINCT i) FILTER (WHERE s = 'a'), COUNT(DISTINCT s), MIN(d) FILTER (WHERE k > 1) FROM v;
