-- ALTER TABLE ADD of a column key and a table key in one list
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3), t2 TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD (x INT PRIMARY KEY NOT ENFORCED, PRIMARY KEY (a) NOT ENFORCED);
