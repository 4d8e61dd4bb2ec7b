-- CREATE TABLE IF NOT EXISTS twice and DROP TABLE IF EXISTS are fine; DROP of a missing table fails
-- The second IF NOT EXISTS keeps the first definition (SHOW TABLES and DESCRIBE prove it: column
-- a, not b). DROP TABLE IF EXISTS on a missing table is a no-op; a plain DROP TABLE of the
-- table that was just dropped is the error at the end.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE IF NOT EXISTS t (a INT) WITH ('connector' = 'blackhole');
CREATE TABLE IF NOT EXISTS t (b STRING) WITH ('connector' = 'blackhole');
SHOW TABLES;
DESCRIBE t;
DROP TABLE IF EXISTS nope;
DROP TABLE t;
SHOW TABLES;
DROP TABLE t;
