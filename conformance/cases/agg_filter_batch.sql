-- FILTER (WHERE ...) on aggregates in batch mode
-- Each call aggregates only the rows whose condition is TRUE (not NULL); a filtered SUM over no
-- row is NULL, a filtered COUNT 0. FILTER works with DISTINCT, COLLECT and STDDEV too.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1, 1.5e0, 'a'), (1, 2, 2.5e0, 'b'), (1, CAST(NULL AS INT), CAST(NULL AS DOUBLE), CAST(NULL AS STRING)), (2, 7, 3.0e0, 'a'), (3, CAST(NULL AS INT), CAST(NULL AS DOUBLE), 'c'), (1, 4, 0.25e0, 'a')) AS x(k, i, d, s);
SELECT k, COUNT(i) FILTER (WHERE d > 1), SUM(d) FILTER (WHERE s = 'a'), COUNT(*) FILTER (WHERE s IS NULL) FROM v GROUP BY k;
SELECT COUNT(*) FILTER (WHERE i > 1), MAX(s) FILTER (WHERE i < 3), AVG(i) FILTER (WHERE s <> 'b'), COUNT(DISTINCT s) FILTER (WHERE k = 1) FROM v;
SELECT k, COLLECT(s) FILTER (WHERE i IS NOT NULL), STDDEV_POP(d) FILTER (WHERE s = 'a') FROM v GROUP BY k;
SELECT k, SUM(i) FILTER (WHERE d > 100) FROM v GROUP BY k;
