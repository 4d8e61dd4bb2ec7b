-- ALTER CATALOG SET of 'type' to the same factory is allowed
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory');
ALTER CATALOG c SET ('type' = 'generic_in_memory');
DESCRIBE CATALOG EXTENDED c;
