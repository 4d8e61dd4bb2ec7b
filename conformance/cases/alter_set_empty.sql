-- ALTER TABLE SET with no option
-- Pins down: Flink accepts it and changes nothing.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p SET ();
SHOW CREATE TABLE p;
