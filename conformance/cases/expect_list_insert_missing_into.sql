-- INSERT without INTO
-- A learner forgets INTO.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE s (k INT) WITH ('connector' = 'blackhole');
INSERT s VALUES (1);
