-- DROP CATALOG of the current catalog is refused; of another one, allowed; IF NOT EXISTS keeps the first
-- Pins down: IF NOT EXISTS keeps the first options, default_catalog can be dropped once it is not
-- current, and a new catalog may take its name.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory', 'default-database' = 'a');
CREATE CATALOG IF NOT EXISTS c WITH ('type' = 'generic_in_memory', 'default-database' = 'b');
DESCRIBE CATALOG EXTENDED c;
USE CATALOG c;
DROP CATALOG default_catalog;
SHOW CATALOGS;
CREATE CATALOG default_catalog WITH ('type' = 'generic_in_memory');
SHOW DATABASES FROM default_catalog;
DROP CATALOG c;
