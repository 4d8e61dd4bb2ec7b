-- ALTER DATABASE in a catalog that does not exist
SET 'execution.runtime-mode' = 'batch';
ALTER DATABASE nocat.db SET ('k1' = 'a');
