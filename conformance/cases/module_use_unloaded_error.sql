-- USE MODULES core after UNLOAD MODULE core
SET 'execution.runtime-mode' = 'batch';
UNLOAD MODULE core;
USE MODULES core;
