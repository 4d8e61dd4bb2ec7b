-- SHOW COLUMNS has no ILIKE in Flink's grammar
-- A learner filters columns case-insensitively.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'blackhole');
SHOW COLUMNS FROM t ILIKE 'x';
