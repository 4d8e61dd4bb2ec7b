-- ALTER CATALOG SET re-creates an in-memory catalog from its new options
-- Pins down: the catalog comes back empty with only its new default database, the session stays in
-- the dropped database db1, and SHOW TABLES then fails in the catalog itself.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
CREATE DATABASE c.db1;
CREATE TABLE c.db1.t (a INT) WITH ('connector' = 'datagen');
USE CATALOG c;
USE db1;
ALTER CATALOG c SET ('default-database' = 'd2');
SHOW CURRENT CATALOG;
SHOW CURRENT DATABASE;
SHOW DATABASES FROM c;
SHOW TABLES FROM c.d2;
DESCRIBE CATALOG EXTENDED c;
SHOW CREATE CATALOG c;
SHOW TABLES;
