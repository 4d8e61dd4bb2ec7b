-- SELECT from a missing table of an existing database of another catalog
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
SELECT * FROM c.`default`.t;
