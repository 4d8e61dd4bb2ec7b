-- CREATE TABLE with a one-part name after USE CATALOG of a catalog without its default database
-- Pins down: CREATE TABLE then fails as the catalog fails.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
CREATE DATABASE c.db;
DROP DATABASE c.`default`;
USE CATALOG c;
CREATE TABLE t (a INT) WITH ('connector' = 'datagen');
