-- After an INSERT inside STATEMENT SET BEGIN, a SELECT is a parse error listing END, INSERT and UPSERT
-- A learner explains a statement set with a query in it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE s (k INT) WITH ('connector' = 'blackhole');
EXPLAIN STATEMENT SET BEGIN
INSERT INTO s VALUES (1);
SELECT 1;
END;
