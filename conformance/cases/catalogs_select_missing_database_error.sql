-- SELECT from a table whose database does not exist in an existing catalog
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
SELECT * FROM c.nodb.t;
