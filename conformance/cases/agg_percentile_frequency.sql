-- PERCENTILE with a frequency: each value counts that many times; a NULL or non-positive
-- frequency skips the row
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1, 3), (1, 2, 1), (1, 5, 0), (1, 9, CAST(NULL AS INT))) AS x(k, i, f);
SELECT k, PERCENTILE(i, 0.5, f) FROM v GROUP BY k;
