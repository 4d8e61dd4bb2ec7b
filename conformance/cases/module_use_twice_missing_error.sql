-- USE MODULES naming a missing module twice
SET 'execution.runtime-mode' = 'batch';
USE MODULES nope, nope;
