-- SHOW CREATE CATALOG of a catalog that does not exist
SET 'execution.runtime-mode' = 'batch';
SHOW CREATE CATALOG nocat;
