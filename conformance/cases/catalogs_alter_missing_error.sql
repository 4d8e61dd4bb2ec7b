-- ALTER CATALOG of a catalog that does not exist
SET 'execution.runtime-mode' = 'batch';
ALTER CATALOG nocat SET ('default-database' = 'x');
