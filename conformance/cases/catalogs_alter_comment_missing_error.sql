-- ALTER CATALOG COMMENT of a catalog that does not exist
SET 'execution.runtime-mode' = 'batch';
ALTER CATALOG nocat COMMENT 'x';
