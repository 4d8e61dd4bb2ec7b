-- PERCENTILE with a percentage that is a column: Flink takes the value of the first row it sees
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1, 0.5)) AS x(k, i, p);
SELECT k, PERCENTILE(i, p) FROM v GROUP BY k;
