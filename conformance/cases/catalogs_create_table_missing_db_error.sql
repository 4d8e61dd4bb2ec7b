-- CREATE TABLE in a database that does not exist in another catalog
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
CREATE TABLE c.nodb.t (a INT) WITH ('connector' = 'datagen');
