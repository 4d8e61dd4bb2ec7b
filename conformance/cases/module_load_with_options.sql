-- LOAD MODULE core WITH options it does not know: the core factory ignores them
SET 'execution.runtime-mode' = 'batch';
UNLOAD MODULE core;
LOAD MODULE core WITH ('k' = 'v');
SHOW FULL MODULES;
