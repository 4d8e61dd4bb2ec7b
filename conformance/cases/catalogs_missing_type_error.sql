-- CREATE CATALOG without a 'type' option
-- Pins down: the factory discovery error for options without 'type'.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('default-database' = 'db');
