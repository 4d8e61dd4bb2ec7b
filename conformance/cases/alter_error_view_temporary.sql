-- ALTER VIEW RENAME of a temporary view
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE TEMPORARY VIEW tv AS SELECT a FROM p;
ALTER VIEW tv RENAME TO tv2;
