-- BEGIN STATEMENT SET; followed directly by END; (nothing collected)
-- A learner opens a client statement set and closes it without adding an INSERT. Flink's gateway
-- executor accepts this silently (no error, no job); the SELECT afterwards shows the session is
-- back to normal, no longer collecting INSERTs.
SET 'execution.runtime-mode' = 'batch';
BEGIN STATEMENT SET;
END;
SELECT 1 AS x;
