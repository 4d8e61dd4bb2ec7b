-- VARIANT is a Flink type
-- Flink accepts columns of it; Flinkpad refuses it as not supported rather than as an unknown
-- type name.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (v VARIANT) WITH ('connector' = 'blackhole');
DESCRIBE t;
