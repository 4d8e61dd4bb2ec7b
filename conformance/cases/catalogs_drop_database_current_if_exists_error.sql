-- DROP DATABASE IF EXISTS of the current database
-- Pins down: IF EXISTS does not cover the current database.
SET 'execution.runtime-mode' = 'batch';
DROP DATABASE IF EXISTS default_database;
