-- APPROX_COUNT_DISTINCT in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1), (1, 2), (1, 1), (2, 5)) AS x(k, i);
SELECT k, APPROX_COUNT_DISTINCT(i) FROM v GROUP BY k;
