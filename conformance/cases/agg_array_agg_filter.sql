-- ARRAY_AGG with FILTER (WHERE ...) in batch mode, and ARRAY_AGG(...) IGNORE NULLS written after
-- the parentheses; a datagen sequence keeps the rows in order
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE v (id INT, k AS CASE WHEN id IN (1, 2, 3, 6) THEN 1 WHEN id = 4 THEN 2 ELSE 3 END, i AS CASE id WHEN 1 THEN 1 WHEN 2 THEN 2 WHEN 4 THEN 7 WHEN 6 THEN 4 ELSE CAST(NULL AS INT) END) WITH ('connector' = 'datagen', 'number-of-rows' = '6', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '6');
SELECT k, ARRAY_AGG(i) FILTER (WHERE i > 1) FROM v GROUP BY k;
SELECT k, ARRAY_AGG(i) IGNORE NULLS FROM v GROUP BY k;
SELECT k, ARRAY_AGG(i) FILTER (WHERE i > 1), ARRAY_AGG(i IGNORE NULLS) FILTER (WHERE id > 2) FROM v GROUP BY k;
