-- EXPLAIN STATEMENT SET BEGIN END; with no INSERT in it is a parse error listing INSERT and UPSERT
-- A learner explains an empty statement set.
SET 'execution.runtime-mode' = 'batch';
EXPLAIN STATEMENT SET BEGIN
END;
