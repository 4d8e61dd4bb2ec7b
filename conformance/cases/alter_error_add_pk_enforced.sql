-- ALTER TABLE ADD PRIMARY KEY without NOT ENFORCED
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD PRIMARY KEY (a);
