-- A column of a user-defined type named by a compound name
-- Pins down: Flink's error for a type name it cannot resolve.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a my_catalog.my_db.my_type) WITH ('connector' = 'blackhole');
