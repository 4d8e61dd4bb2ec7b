-- DISTRIBUTED BY HASH(k) INTO n BUCKETS declares a table's bucketing
-- Flink keeps it in the table; Flinkpad refuses it as not supported rather than as a syntax error.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b INT) DISTRIBUTED BY HASH(a) INTO 4 BUCKETS WITH ('connector' = 'blackhole');
SHOW CREATE TABLE t;
