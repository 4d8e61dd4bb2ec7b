-- CREATE TABLE in a catalog that does not exist
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE nocat.db.t (a INT) WITH ('connector' = 'datagen');
