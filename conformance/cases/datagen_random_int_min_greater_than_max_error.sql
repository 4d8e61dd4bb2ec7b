-- datagen: a random INT field with min > max
-- The job fails at run time with commons-math's NumberIsTooLargeException; the bounds are printed
-- with grouping commas (5,000).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.min' = '5000', 'fields.id.max' = '3000');
SELECT * FROM g;
