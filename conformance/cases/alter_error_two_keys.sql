-- ALTER TABLE ADD of two primary keys in one list
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3), t2 TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD (PRIMARY KEY (a) NOT ENFORCED, PRIMARY KEY (b) NOT ENFORCED);
