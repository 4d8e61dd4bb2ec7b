-- ALTER TABLE IF EXISTS with an unknown action
-- A learner guesses an ALTER TABLE action.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT) WITH ('connector' = 'blackhole');
ALTER TABLE IF EXISTS t FOO;
