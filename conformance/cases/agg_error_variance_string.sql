-- STDDEV and FILTER misused: a string argument, a non-boolean filter
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT STDDEV_POP(s) FROM t;
