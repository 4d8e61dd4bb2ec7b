-- CREATE CATALOG with a 'property-version' that is not a number
-- Pins down: Flink parses the option with Integer.parseInt, and its error escapes unwrapped.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'generic_in_memory', 'property-version' = 'abc');
SHOW CATALOGS;
