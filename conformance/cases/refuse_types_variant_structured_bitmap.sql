-- VARIANT, STRUCTURED and BITMAP are Flink types
-- Flink accepts columns of them; Flinkpad refuses them as not supported rather than as unknown
-- type names or a syntax error.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (v VARIANT, s STRUCTURED<'com.example.Point', x INT>, b BITMAP) WITH ('connector' = 'blackhole');
DESCRIBE t;
