-- ALTER TABLE ADD WATERMARK on a column that is not a timestamp
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD WATERMARK FOR b AS b;
