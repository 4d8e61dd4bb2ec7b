-- USE MODULES with a module that is not loaded
SET 'execution.runtime-mode' = 'batch';
USE MODULES core, dummy;
