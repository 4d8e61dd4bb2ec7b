-- ALTER TABLE ADD of a computed column over a computed column
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD (y AS a + 1);
ALTER TABLE p ADD z AS y + 1;
