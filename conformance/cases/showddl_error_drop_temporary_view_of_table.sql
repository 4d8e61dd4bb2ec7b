-- DROP TEMPORARY VIEW of a temporary table
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY TABLE t (a INT) WITH ('connector' = 'datagen');
DROP TEMPORARY VIEW t;
