-- INSERT INTO a view is an error: a view is no sink
-- A learner writes into a view as if it were a table; Flink looks the target up as a sink and fails.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS a;
INSERT INTO v SELECT 2;
