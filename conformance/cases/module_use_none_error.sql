-- USE MODULES with no module: parse
SET 'execution.runtime-mode' = 'batch';
USE MODULES;
