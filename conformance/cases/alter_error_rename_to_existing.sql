-- ALTER TABLE RENAME TO the name of another table
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
CREATE TABLE q (a INT) WITH ('connector' = 'datagen');
ALTER TABLE p RENAME TO q;
