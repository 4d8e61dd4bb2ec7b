-- DROP DATABASE (RESTRICT by default) of a database with a table
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE db1;
CREATE TABLE db1.t (a INT) WITH ('connector' = 'datagen');
DROP DATABASE db1;
