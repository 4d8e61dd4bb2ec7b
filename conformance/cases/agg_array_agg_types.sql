-- The type of ARRAY_AGG: ARRAY of the argument's type, itself nullable
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1, 'a'), (1, 2, 'b')) AS x(k, i, s);
CREATE TEMPORARY VIEW a AS SELECT k, ARRAY_AGG(i) AS ai, ARRAY_AGG(s IGNORE NULLS) AS si FROM v GROUP BY k;
DESCRIBE a;
