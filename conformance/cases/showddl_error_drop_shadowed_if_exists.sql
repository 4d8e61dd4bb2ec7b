-- DROP TABLE IF EXISTS of a permanent table a temporary table shadows
-- Pins down: a temporary view of the name does not stop DROP TABLE of the permanent table, and
-- IF EXISTS does not excuse a temporary table that shadows it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE TEMPORARY VIEW t AS SELECT 1 AS x;
DROP TABLE t;
SHOW TABLES;
CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
DROP TEMPORARY VIEW t;
CREATE TEMPORARY TABLE t (b INT) WITH ('connector' = 'blackhole');
DROP TABLE IF EXISTS t;
