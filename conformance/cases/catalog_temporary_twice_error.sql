-- CREATE TEMPORARY TABLE twice is an error, unlike a temporary table shadowing a permanent one
-- A temporary table may share its name with a permanent table (it shadows it), and
-- IF NOT EXISTS keeps the first one quietly; a second plain CREATE TEMPORARY TABLE fails.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'blackhole');
CREATE TEMPORARY TABLE t (b STRING) WITH ('connector' = 'blackhole');
DESCRIBE t;
CREATE TEMPORARY TABLE IF NOT EXISTS t (c INT) WITH ('connector' = 'blackhole');
SHOW TABLES;
CREATE TEMPORARY TABLE t (d INT) WITH ('connector' = 'blackhole');
