-- ARRAY_AGG in batch mode: an ARRAY of the values in arrival order, NULLs kept by default
-- (RESPECT NULLS) and dropped with IGNORE NULLS; a group with no rows gives NULL, not [].
-- A datagen sequence keeps the rows in order (VALUES rows are a union, whose order is not).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE v (id INT, k AS CASE WHEN id IN (1, 2, 3, 6) THEN 1 WHEN id = 4 THEN 2 ELSE 3 END, i AS CASE id WHEN 1 THEN 1 WHEN 2 THEN 2 WHEN 4 THEN 7 WHEN 6 THEN 4 ELSE CAST(NULL AS INT) END, s AS CASE id WHEN 1 THEN 'a' WHEN 2 THEN 'b' WHEN 3 THEN CAST(NULL AS STRING) WHEN 5 THEN 'c' ELSE 'a' END) WITH ('connector' = 'datagen', 'number-of-rows' = '6', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '6');
SELECT k, ARRAY_AGG(s), ARRAY_AGG(i), ARRAY_AGG(i IGNORE NULLS), ARRAY_AGG(s RESPECT NULLS) FROM v GROUP BY k;
SELECT ARRAY_AGG(i) FROM v;
SELECT ARRAY_AGG(i) FROM v WHERE k > 5;
