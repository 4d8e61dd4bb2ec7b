-- DROP DATABASE IF EXISTS in a catalog that does not exist
-- Pins down: IF EXISTS does not cover a missing catalog.
SET 'execution.runtime-mode' = 'batch';
DROP DATABASE IF EXISTS nocat.db;
