-- DROP DATABASE in a catalog that does not exist
SET 'execution.runtime-mode' = 'batch';
DROP DATABASE nocat.db;
