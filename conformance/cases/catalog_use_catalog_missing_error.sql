-- USE CATALOG of a catalog that does not exist
SET 'execution.runtime-mode' = 'batch';
SHOW CATALOGS;
USE CATALOG nowhere;
