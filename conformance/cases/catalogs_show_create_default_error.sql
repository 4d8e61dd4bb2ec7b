-- SHOW CREATE CATALOG of the built-in default_catalog
-- Pins down: the built-in catalog has no descriptor to print.
SET 'execution.runtime-mode' = 'batch';
SHOW CREATE CATALOG default_catalog;
