-- ALTER TABLE ADD WATERMARK on a column that does not exist
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD WATERMARK FOR nope AS nope;
