-- LOAD MODULE CORE: module names are case-sensitive
SET 'execution.runtime-mode' = 'batch';
LOAD MODULE CORE;
