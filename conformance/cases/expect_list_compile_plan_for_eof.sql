-- COMPILE PLAN ... FOR with nothing after it
-- A learner stops after FOR.
SET 'execution.runtime-mode' = 'batch';
COMPILE PLAN 'p.json' FOR;
