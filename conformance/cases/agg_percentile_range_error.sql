-- PERCENTILE with a percentage outside [0, 1] fails when the job runs
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1), (1, 2)) AS x(k, i);
SELECT k, PERCENTILE(i, 1.5) FROM v GROUP BY k;
