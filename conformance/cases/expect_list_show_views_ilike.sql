-- SHOW VIEWS has no ILIKE in Flink's grammar
-- A learner filters views case-insensitively.
SET 'execution.runtime-mode' = 'batch';
SHOW VIEWS ILIKE 'x';
