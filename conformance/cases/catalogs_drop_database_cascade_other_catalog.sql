-- DROP DATABASE CASCADE in another catalog drops its tables and views
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
CREATE DATABASE c.db;
CREATE TABLE c.db.t (a INT) WITH ('connector' = 'datagen');
CREATE VIEW c.db.v AS SELECT 1;
DROP DATABASE c.db CASCADE;
SHOW DATABASES FROM c;
CREATE DATABASE c.db;
SHOW TABLES FROM c.db;
