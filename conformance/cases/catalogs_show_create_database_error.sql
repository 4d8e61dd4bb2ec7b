-- SHOW CREATE DATABASE
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE db COMMENT 'x' WITH ('k1' = 'v1');
SHOW CREATE DATABASE db;
