-- databases and tables in another catalog, by three-part names
-- Pins down: SHOW DATABASES FROM/IN with [NOT] LIKE/ILIKE, INSERT and SELECT through three-part
-- names, and USE cat.db.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
CREATE DATABASE c.db;
CREATE DATABASE IF NOT EXISTS c.db;
SHOW DATABASES FROM c;
SHOW DATABASES IN c LIKE 'd%';
SHOW DATABASES FROM c NOT ILIKE 'D%';
CREATE TABLE c.db.src (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.a.kind' = 'sequence', 'fields.a.start' = '1', 'fields.a.end' = '3');
CREATE TABLE c.db.snk (a INT) WITH ('connector' = 'print', 'print-identifier' = 'snk');
INSERT INTO c.db.snk SELECT a * 10 FROM c.db.src;
USE c.db;
SELECT a FROM src;
SELECT a FROM c.db.src WHERE a > 1;
SHOW TABLES;
CREATE DATABASE c.db;
