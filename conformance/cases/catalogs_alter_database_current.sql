-- ALTER DATABASE of the current catalog's database, and of a missing one
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE db COMMENT 'c' WITH ('k1' = 'v1');
ALTER DATABASE db SET ('k2' = 'v2');
ALTER DATABASE nodb SET ('k2' = 'v2');
