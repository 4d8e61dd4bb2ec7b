-- USE cat.db with a catalog that does not exist
SET 'execution.runtime-mode' = 'batch';
USE nocat.db;
