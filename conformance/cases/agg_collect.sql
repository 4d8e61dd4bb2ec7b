-- COLLECT in batch mode: a MULTISET of the non-NULL values with their counts
-- Flink prints a MULTISET as a map of value to count, in java.util.HashMap order; a group of NULLs
-- collects the empty MULTISET {}.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1, 1.5e0, 'a'), (1, 2, 2.5e0, 'b'), (1, CAST(NULL AS INT), CAST(NULL AS DOUBLE), CAST(NULL AS STRING)), (2, 7, 3.0e0, 'a'), (3, CAST(NULL AS INT), CAST(NULL AS DOUBLE), 'c'), (1, 4, 0.25e0, 'a')) AS x(k, i, d, s);
SELECT k, COLLECT(s), COLLECT(i) FROM v GROUP BY k;
SELECT COLLECT(s), COLLECT(d) FROM v;
SELECT COLLECT(s) FROM v WHERE k > 5;
