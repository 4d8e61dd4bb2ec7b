-- ALTER TABLE DROP CONSTRAINT when the table has no key
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p DROP CONSTRAINT nope;
