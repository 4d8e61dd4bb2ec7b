-- ALTER CATALOG on the built-in default_catalog
-- Pins down: the built-in catalog is not in the catalog store, so it cannot be altered.
SET 'execution.runtime-mode' = 'batch';
ALTER CATALOG default_catalog SET ('default-database' = 'x');
