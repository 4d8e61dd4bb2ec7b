-- FILTER (WHERE ...) with a condition that is not BOOLEAN
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT COUNT(*) FILTER (WHERE k) FROM t;
