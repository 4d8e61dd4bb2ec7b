-- datagen: a random DECIMAL field with min > max
-- DECIMAL min > max fails with "min bound must be less than max [5.000000, 1.500000]".
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (d DECIMAL(10, 3)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.d.min' = '5', 'fields.d.max' = '1.5');
SELECT * FROM g;
