-- UNLOAD MODULE of a module that is not loaded
SET 'execution.runtime-mode' = 'batch';
UNLOAD MODULE dummy;
