-- ALTER TABLE with an unknown action lists the actions Flink's grammar has there
-- A learner guesses an ALTER TABLE action.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT) WITH ('connector' = 'blackhole');
ALTER TABLE t FOO;
