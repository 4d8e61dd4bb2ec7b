-- CREATE CATALOG with an empty 'default-database'
-- Pins down: the in-memory catalog refuses a default database that is empty or blank.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory', 'default-database' = '');
SHOW DATABASES FROM c;
