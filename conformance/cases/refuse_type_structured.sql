-- STRUCTURED<'class', fields> is a Flink type
-- Flink accepts a column of it; Flinkpad refuses it as not supported rather than as a syntax error.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (s STRUCTURED<'com.example.Point', x INT>) WITH ('connector' = 'blackhole');
SHOW CREATE TABLE t;
