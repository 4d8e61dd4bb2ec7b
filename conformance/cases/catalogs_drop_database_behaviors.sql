-- DROP DATABASE: RESTRICT refuses a database with tables, CASCADE drops them
-- Pins down: RESTRICT is the default, and a view counts as an object too.
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE db1;
CREATE TABLE db1.t (a INT) WITH ('connector' = 'datagen');
CREATE DATABASE db2;
DROP DATABASE db2 RESTRICT;
DROP DATABASE IF EXISTS nodb;
DROP DATABASE db1 CASCADE;
SHOW DATABASES;
CREATE DATABASE db3;
CREATE VIEW db3.v AS SELECT 1;
DROP DATABASE db3;
