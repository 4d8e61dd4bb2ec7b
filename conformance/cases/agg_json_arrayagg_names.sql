-- JSON_ARRAYAGG_ABSENT_ON_NULL and JSON_ARRAYAGG_NULL_ON_NULL, the names Flink's plans give
-- JSON_ARRAYAGG, are callable by those names too, with the same JSON values
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE v (id INT, s AS CASE WHEN id = 2 THEN CAST(NULL AS STRING) ELSE CONCAT('x', CAST(id AS STRING)) END) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT JSON_ARRAYAGG_ABSENT_ON_NULL(s), JSON_ARRAYAGG_NULL_ON_NULL(s), JSON_ARRAYAGG_NULL_ON_NULL(id) FROM v;
