-- DESCRIBE CATALOG and SHOW CREATE CATALOG of the built-in default_catalog
-- Pins down: the built-in catalog has no descriptor to describe.
SET 'execution.runtime-mode' = 'batch';
DESCRIBE CATALOG default_catalog;
DESCRIBE CATALOG EXTENDED default_catalog;
SHOW CREATE CATALOG default_catalog;
