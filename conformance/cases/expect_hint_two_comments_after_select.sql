-- Two hint comments in a row after SELECT
-- A learner writes each query hint in its own comment.
SET 'execution.runtime-mode' = 'batch';
SELECT /*+ OPTIONS('a' = 'b') */ /*+ OPTIONS('c' = 'd') */ 1;
