-- CREATE CATALOG with something after its WITH options
-- A learner adds a stray word.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory') x;
