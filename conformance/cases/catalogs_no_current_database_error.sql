-- USE CATALOG of a catalog whose default database was dropped, then a one-part name
-- Pins down: the catalog's default database stays its default after it is dropped, and SHOW TABLES
-- then fails in the catalog.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
CREATE DATABASE c.db;
DROP DATABASE c.`default`;
USE CATALOG c;
SHOW CURRENT DATABASE;
SHOW TABLES;
