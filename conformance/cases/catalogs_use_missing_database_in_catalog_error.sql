-- USE cat.db with a database that does not exist
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
USE c.nodb;
