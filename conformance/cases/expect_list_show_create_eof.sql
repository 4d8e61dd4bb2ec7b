-- SHOW CREATE with nothing after it
-- A learner stops after CREATE.
SET 'execution.runtime-mode' = 'batch';
SHOW CREATE;
