-- catalog names are case-sensitive
-- Pins down: c1 and C1 are two catalogs.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c1 WITH ('type' = 'generic_in_memory');
CREATE CATALOG C1 WITH ('type' = 'generic_in_memory');
SHOW CATALOGS;
USE CATALOG Default_Catalog;
