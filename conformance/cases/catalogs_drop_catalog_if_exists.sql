-- DROP CATALOG IF EXISTS of an existing catalog
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
DROP CATALOG IF EXISTS c;
SHOW CATALOGS;
