-- JSON_ARRAYAGG with ORDER BY inside
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE v (id INT, i AS 10 - id) WITH ('connector' = 'datagen', 'number-of-rows' = '4', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '4');
SELECT JSON_ARRAYAGG(i ORDER BY i) FROM v;
