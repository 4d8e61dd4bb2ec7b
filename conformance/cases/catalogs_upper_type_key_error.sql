-- CREATE CATALOG with an upper-case option key
-- Pins down: option keys are case-sensitive, so 'TYPE' is not 'type'.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('TYPE' = 'generic_in_memory');
SHOW CATALOGS;
