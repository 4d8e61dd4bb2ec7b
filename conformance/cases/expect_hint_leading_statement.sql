-- A hint comment before the first keyword of a statement is a parse error at its "/*+"
-- A learner writes a hint in front of SELECT.
SET 'execution.runtime-mode' = 'batch';
/*+ X */ SELECT 1;
