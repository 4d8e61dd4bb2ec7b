-- USE CATALOG of the current catalog keeps the current database
-- Pins down: USE CATALOG of the current catalog does not go back to its default database.
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE db1;
USE db1;
USE CATALOG default_catalog;
SHOW CURRENT DATABASE;
