-- ALTER TABLE ADD WATERMARK on a TIMESTAMP(6) column
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (ts TIMESTAMP(6)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD WATERMARK FOR ts AS ts;
