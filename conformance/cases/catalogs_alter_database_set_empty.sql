-- ALTER DATABASE SET with no options
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE db;
ALTER DATABASE db SET ();
SHOW DATABASES;
