-- VARIANT and BITMAP are Flink types
-- Flink accepts columns of them; Flinkpad refuses them as not supported rather than as unknown
-- type names.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (v VARIANT, b BITMAP) WITH ('connector' = 'blackhole');
DESCRIBE t;
