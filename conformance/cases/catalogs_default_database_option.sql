-- CREATE CATALOG with 'default-database': that database exists, and USE CATALOG makes it current
-- Pins down: 'default-database' names the only database the catalog starts with; USE CATALOG of
-- another catalog switches to its default database.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory', 'default-database' = 'mydb');
SHOW DATABASES FROM c;
USE CATALOG c;
SHOW CURRENT DATABASE;
CREATE TABLE t (a INT) WITH ('connector' = 'datagen');
SHOW TABLES FROM c.mydb;
USE CATALOG default_catalog;
SHOW CURRENT DATABASE;
USE c.mydb;
SHOW CURRENT CATALOG;
SHOW CURRENT DATABASE;
USE CATALOG c;
SHOW CURRENT DATABASE;
