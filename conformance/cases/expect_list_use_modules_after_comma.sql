-- USE MODULES with nothing after a comma
-- A learner leaves a trailing comma.
SET 'execution.runtime-mode' = 'batch';
USE MODULES core,;
