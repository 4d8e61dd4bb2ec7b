-- SINGLE_VALUE called from SQL
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1), (1, 2)) AS x(k, i);
SELECT k, SINGLE_VALUE(i) FROM v GROUP BY k;
