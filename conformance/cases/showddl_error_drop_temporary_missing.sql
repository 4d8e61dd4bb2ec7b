-- DROP TEMPORARY TABLE of a permanent table
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'datagen');
DROP TEMPORARY TABLE t;
