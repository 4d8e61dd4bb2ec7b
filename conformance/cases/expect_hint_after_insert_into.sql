-- A hint comment between INSERT and INTO: what Flink does with it
-- A learner puts the hint before the sink name.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE s (k INT) WITH ('connector' = 'blackhole');
INSERT /*+ X */ INTO s VALUES (1);
