-- DROP DATABASE of a database that does not exist
SET 'execution.runtime-mode' = 'batch';
DROP DATABASE nodb;
