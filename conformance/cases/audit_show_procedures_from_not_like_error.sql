-- SHOW PROCEDURES FROM a two-part database name with NOT LIKE, in the in-memory catalog
-- Pins down: the catalog's error comes before any filtering.
SET 'execution.runtime-mode' = 'batch';
SHOW PROCEDURES FROM default_catalog.default_database NOT LIKE 'gen%';
