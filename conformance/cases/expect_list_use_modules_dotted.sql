-- USE MODULES with a dotted name
-- A learner qualifies a module name.
SET 'execution.runtime-mode' = 'batch';
USE MODULES a.b;
