-- DROP TABLE of a permanent table a temporary one shadows
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'datagen');
CREATE TEMPORARY TABLE t (a INT) WITH ('connector' = 'datagen');
DROP TABLE t;
