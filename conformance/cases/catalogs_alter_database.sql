-- ALTER DATABASE SET in another catalog, and its errors
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
CREATE DATABASE c.db COMMENT 'x' WITH ('k1' = 'v1');
ALTER DATABASE c.db SET ('k1' = 'a', 'k2' = 'b');
ALTER DATABASE c.nodb SET ('k1' = 'a');
