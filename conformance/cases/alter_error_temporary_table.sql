-- ALTER TABLE of a temporary table
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY TABLE tt (a INT) WITH ('connector' = 'datagen');
ALTER TABLE tt SET ('number-of-rows' = '1');
