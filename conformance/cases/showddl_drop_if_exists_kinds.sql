-- DROP ... IF EXISTS of an object of the other kind
-- Pins down: DROP TABLE IF EXISTS of a view, DROP VIEW IF EXISTS of a table, and their
-- TEMPORARY forms of a temporary object of the other kind, each succeed and drop nothing.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE VIEW v AS SELECT a FROM t;
CREATE TEMPORARY TABLE tt (a INT) WITH ('connector' = 'blackhole');
CREATE TEMPORARY VIEW tv AS SELECT a FROM t;
DROP TABLE IF EXISTS v;
DROP VIEW IF EXISTS t;
DROP TEMPORARY VIEW IF EXISTS tt;
DROP TEMPORARY TABLE IF EXISTS tv;
SHOW TABLES;
SHOW VIEWS;
