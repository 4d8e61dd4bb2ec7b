-- ALTER TABLE DROP of a column two computed columns read
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD (y AS a + 1, x AS a * 2);
ALTER TABLE p DROP a;
