-- A reserved word as a select alias in a query over a table lists what may follow AS
-- A learner names a column with a reserved word.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '0');
SELECT k AS value FROM t;
