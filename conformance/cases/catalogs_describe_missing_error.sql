-- DESCRIBE CATALOG of a catalog that does not exist
SET 'execution.runtime-mode' = 'batch';
DESCRIBE CATALOG nocat;
