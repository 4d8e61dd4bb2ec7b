-- Reading from a print table
-- print is a sink only; a learner who SELECTs from it gets Flink's message.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT) WITH ('connector' = 'print');
SELECT * FROM p;
