-- UNNEST of an INT: Calcite lists the forms it takes
CREATE TABLE t (id INT, tags ARRAY<STRING>) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT id, tag FROM t CROSS JOIN UNNEST(id) AS x(tag);
