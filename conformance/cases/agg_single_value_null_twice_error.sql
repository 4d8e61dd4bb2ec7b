-- SINGLE_VALUE counts NULLs: a group of a NULL and a value fails
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, CAST(NULL AS INT)), (1, 2)) AS x(k, i);
SELECT k, SINGLE_VALUE(i) FROM v GROUP BY k;
