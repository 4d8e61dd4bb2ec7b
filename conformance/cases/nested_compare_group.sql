-- nested: comparing and grouping by ARRAY, MAP and ROW values
-- Equality of rows and arrays, and GROUP BY and DISTINCT over a ROW and an ARRAY column.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, ROW(1, 'a'), ARRAY[1, 2]), (2, ROW(1, 'a'), ARRAY[1, 2]), (3, ROW(2, 'b'), ARRAY[3])) AS t(id, r, a);
SELECT r, COUNT(*), SUM(id) FROM v GROUP BY r;
SELECT a, COUNT(*) FROM v GROUP BY a;
SELECT DISTINCT r, a FROM v;
SELECT id FROM v WHERE r = ROW(1, 'a') AND a = ARRAY[1, 2];
SELECT ARRAY[1, 2] = ARRAY[1, 2], ARRAY[1, 2] <> ARRAY[2, 1], ROW(1, 'a') = ROW(1, 'b'), MAP['a', 1] = MAP['a', 1];
