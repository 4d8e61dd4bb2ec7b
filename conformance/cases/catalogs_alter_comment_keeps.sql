-- ALTER CATALOG COMMENT and RESET on a catalog with objects
-- Pins down: COMMENT and RESET also re-create the catalog, so the databases made before are gone.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
CREATE DATABASE c.db1;
ALTER CATALOG c COMMENT 'hi';
SHOW DATABASES FROM c;
CREATE DATABASE c.db2;
ALTER CATALOG c RESET ('nothing');
SHOW DATABASES FROM c;
SHOW CREATE CATALOG c;
