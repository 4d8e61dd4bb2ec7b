-- CREATE CATALOG without WITH
-- Pins down: WITH is optional in the grammar; the options then lack 'type'.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c;
