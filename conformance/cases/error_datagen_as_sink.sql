-- Writing into a datagen table
-- datagen is a source only; a learner who INSERTs into it gets Flink's message.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (a INT) WITH ('connector' = 'datagen');
INSERT INTO g VALUES (1);
