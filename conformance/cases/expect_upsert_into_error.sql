-- UPSERT INTO parses in Flink and its converter refuses it
-- A learner writes UPSERT INTO as in other databases.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE s (k INT) WITH ('connector' = 'blackhole');
UPSERT INTO s VALUES (1);
