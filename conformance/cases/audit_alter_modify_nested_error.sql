-- ALTER TABLE MODIFY of a nested column
-- Pins down: Flink's error, which names the nested field.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, r ROW<x INT, y STRING>, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p MODIFY r.x BIGINT;
