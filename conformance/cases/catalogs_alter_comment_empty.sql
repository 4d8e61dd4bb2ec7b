-- ALTER CATALOG COMMENT '' and SHOW CREATE CATALOG
-- Pins down: an empty comment is kept (COMMENT '' in SHOW CREATE, an empty cell in DESCRIBE), and
-- options print sorted by key, with quotes doubled.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c COMMENT 'x' WITH ('type' = 'generic_in_memory');
ALTER CATALOG c COMMENT '';
SHOW CREATE CATALOG c;
DESCRIBE CATALOG c;
CREATE CATALOG d COMMENT '' WITH ('type' = 'generic_in_memory');
SHOW CREATE CATALOG d;
CREATE CATALOG e WITH ('type' = 'generic_in_memory', 'default-database' = 'it''s', 'property-version' = '1');
SHOW CREATE CATALOG e;
DESCRIBE CATALOG EXTENDED e;
SHOW DATABASES FROM e;
