-- ALTER CATALOG SET of 'type' to another factory
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
ALTER CATALOG c SET ('type' = 'nope');
