-- USE MODULES naming a module twice
SET 'execution.runtime-mode' = 'batch';
USE MODULES core, core;
