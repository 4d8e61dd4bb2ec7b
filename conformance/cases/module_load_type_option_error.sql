-- LOAD MODULE with a 'type' option
SET 'execution.runtime-mode' = 'batch';
LOAD MODULE core WITH ('type' = 'core');
