-- UPSERT INTO, which Flink parses and refuses
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT) WITH ('connector' = 'blackhole');
UPSERT INTO t SELECT 1;
