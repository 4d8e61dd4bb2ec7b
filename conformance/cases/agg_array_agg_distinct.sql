-- ARRAY_AGG(DISTINCT ...) in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE v (id INT, k AS CASE WHEN id < 4 THEN 1 ELSE 2 END, i AS CASE id WHEN 1 THEN 1 WHEN 2 THEN 2 WHEN 3 THEN 1 ELSE 7 END) WITH ('connector' = 'datagen', 'number-of-rows' = '4', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '4');
SELECT k, ARRAY_AGG(DISTINCT i) FROM v GROUP BY k;
