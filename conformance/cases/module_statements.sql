-- SHOW [FULL] MODULES, LOAD, UNLOAD and USE MODULES of the core module
-- Pins down: the columns and rows of SHOW [FULL] MODULES, and that UNLOAD leaves no module.
SET 'execution.runtime-mode' = 'batch';
SHOW MODULES;
SHOW FULL MODULES;
USE MODULES core;
SHOW FULL MODULES;
UNLOAD MODULE core;
SHOW MODULES;
SHOW FULL MODULES;
LOAD MODULE core;
SHOW FULL MODULES;
LOAD MODULE core;
