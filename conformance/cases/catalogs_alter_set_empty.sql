-- ALTER CATALOG SET with no options
-- Pins down: even an empty SET re-creates the catalog, dropping db.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
CREATE DATABASE c.db;
ALTER CATALOG c SET ();
SHOW DATABASES FROM c;
