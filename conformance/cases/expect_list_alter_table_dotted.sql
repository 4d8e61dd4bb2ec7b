-- ALTER TABLE on a qualified name with an unknown action
-- A learner guesses an ALTER TABLE action.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT) WITH ('connector' = 'blackhole');
ALTER TABLE default_catalog.default_database.t FOO;
