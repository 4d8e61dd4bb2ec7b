-- The types of PERCENTILE: DOUBLE for one percentage, ARRAY<DOUBLE> for an array of them
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1, 1.5), (1, 2, 2.5)) AS x(k, i, d);
CREATE TEMPORARY VIEW p AS SELECT k, PERCENTILE(i, 0.5) AS a, PERCENTILE(d, ARRAY[0.5, 1.0]) AS b FROM v GROUP BY k;
DESCRIBE p;
SELECT k, PERCENTILE(d, 0.5), PERCENTILE(i, 1), PERCENTILE(i, 0), PERCENTILE(d, ARRAY[1, 0, 0.5]) FROM v GROUP BY k;
