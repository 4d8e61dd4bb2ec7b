-- A CREATE TABLE inside the client's BEGIN STATEMENT SET; ... END; is an error
-- A learner declares the sink after opening the statement set; DDL is rejected there too.
SET 'execution.runtime-mode' = 'batch';
BEGIN STATEMENT SET;
CREATE TABLE sink (a INT) WITH ('connector' = 'blackhole');
