-- INSERT OVERWRITE a view in batch mode
-- A learner overwrites a view as if it were a table.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS a;
INSERT OVERWRITE v SELECT 2;
