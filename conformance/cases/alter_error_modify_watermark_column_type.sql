-- ALTER TABLE MODIFY of the watermark's column to a type a watermark cannot have
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD WATERMARK FOR ts AS ts;
ALTER TABLE p MODIFY ts STRING;
