-- ALTER TABLE ADD of a nested column, in parentheses
-- Pins down: Flink's error, which names the nested field.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, r ROW<x INT, y STRING>, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD (c INT, r.z INT);
