-- ALTER TABLE IF EXISTS of an existing table still checks the change
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE IF EXISTS p DROP nope;
