-- UNNEST AS x(a, b) of a one-field collection: Calcite names its field EXPR$0 in the message
CREATE TABLE t (id INT, tags ARRAY<STRING>) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS x(tag, extra);
