-- UPSERT OVERWRITE parses in Flink and its converter refuses it
-- A learner combines UPSERT with OVERWRITE.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE s (k INT) WITH ('connector' = 'blackhole');
UPSERT OVERWRITE s VALUES (1);
