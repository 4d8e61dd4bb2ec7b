-- DROP DATABASE of a database that holds only a temporary table
-- Pins down: temporary objects do not keep a database from being dropped.
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE db1;
CREATE TEMPORARY TABLE db1.t (a INT) WITH ('connector' = 'datagen');
DROP DATABASE db1;
SHOW DATABASES;
SHOW TABLES FROM db1;
