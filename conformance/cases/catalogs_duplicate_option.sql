-- CREATE CATALOG with an option given twice
-- Pins down: the last value of a key wins.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'nope', 'type' = 'generic_in_memory');
SHOW CREATE CATALOG c;
