-- PERCENTILE in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1), (1, 2), (1, 3), (1, 4), (2, 10), (2, CAST(NULL AS INT))) AS x(k, i);
SELECT k, PERCENTILE(i, 0.5), PERCENTILE(i, 0.25), PERCENTILE(i, ARRAY[0.1, 0.9]) FROM v GROUP BY k;
