-- A temporary table shadows a permanent one of the same name
-- Pins down: DESCRIBE, SHOW CREATE TABLE and SHOW COLUMNS see the temporary table; SHOW TABLES
-- lists the name once; after DROP TEMPORARY TABLE the permanent one is seen again; the same for
-- views; DROP ... IF EXISTS of missing objects succeeds.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE TEMPORARY TABLE t (x STRING NOT NULL) WITH ('connector' = 'datagen');
DESCRIBE t;
SHOW CREATE TABLE t;
SHOW COLUMNS IN t;
SHOW TABLES;
DROP TEMPORARY TABLE t;
DESCRIBE t;
CREATE VIEW v AS SELECT a FROM t;
CREATE TEMPORARY VIEW v AS SELECT b, a FROM t;
DESC v;
SHOW VIEWS;
DROP TEMPORARY VIEW v;
SHOW CREATE VIEW v;
DROP TABLE IF EXISTS nope;
DROP VIEW IF EXISTS nope;
DROP TEMPORARY TABLE IF EXISTS nope;
DROP TEMPORARY VIEW IF EXISTS nope;
DROP VIEW v;
DROP TABLE t;
SHOW TABLES;
