-- ALTER CATALOG SET of an option the factory does not know
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
ALTER CATALOG c SET ('foo' = 'bar');
