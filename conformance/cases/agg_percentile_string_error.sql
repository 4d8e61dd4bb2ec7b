-- PERCENTILE of a string is a type error
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'a')) AS x(k, s);
SELECT k, PERCENTILE(s, 0.5) FROM v GROUP BY k;
