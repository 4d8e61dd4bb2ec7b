-- datagen: a length above the VARCHAR length
-- 'fields.c.length' = '5' on VARCHAR(3) is rejected at planning.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (c VARCHAR(3)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.c.length' = '5');
SELECT * FROM g;
