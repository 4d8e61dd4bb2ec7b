-- datagen: a random FLOAT field with min = max
-- FLOAT min = max fails at run time with NumberIsTooLargeException, like DOUBLE.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (d FLOAT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.d.min' = '0.5', 'fields.d.max' = '0.5');
SELECT * FROM g;
