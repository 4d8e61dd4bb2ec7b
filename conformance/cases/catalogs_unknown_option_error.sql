-- CREATE CATALOG generic_in_memory with an option its factory does not know
-- Pins down: the factory's option validation, with its supported options.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory', 'foo' = 'bar');
