-- Error: CREATE TABLE of a name that already exists
-- Running the same DDL twice fails on the second one.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'blackhole');
CREATE TABLE t (a INT) WITH ('connector' = 'blackhole');
