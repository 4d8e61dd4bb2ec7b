-- ALTER CATALOG RESET of a catalog that does not exist
SET 'execution.runtime-mode' = 'batch';
ALTER CATALOG nocat RESET ('default-database');
