-- CREATE CATALOG IF NOT EXISTS of an existing catalog with a bad type
-- Pins down: the catalog's existence is checked before its options.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
CREATE CATALOG IF NOT EXISTS c WITH ('type' = 'nope');
SHOW CATALOGS;
CREATE CATALOG c WITH ('type' = 'nope');
