-- datagen: a min that is not a number
-- 'fields.id.min' = 'abc' on an INT field fails with a bare NumberFormatException.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.min' = 'abc');
SELECT * FROM g;
