-- SELECT from a missing table by a three-part name in the current catalog
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM default_catalog.default_database.t;
