-- A statement that is only a hint comment is a parse error
-- A learner leaves a hint alone between two semicolons.
SET 'execution.runtime-mode' = 'batch';
/*+ X */;
