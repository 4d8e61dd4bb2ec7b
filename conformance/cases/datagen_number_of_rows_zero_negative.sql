-- datagen: number-of-rows 0 and negative
-- 'number-of-rows' = '0' and '-5' are both accepted and give an empty table.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '0');
SELECT COUNT(*) FROM g;
CREATE TABLE g2 (c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '-5');
SELECT COUNT(*) FROM g2;
