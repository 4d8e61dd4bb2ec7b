-- ARRAY_AGG misuses: IGNORE NULLS inside another aggregate's parentheses is a parse error
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1), (1, 2)) AS x(k, i);
SELECT k, FIRST_VALUE(i IGNORE NULLS) FROM v GROUP BY k;
