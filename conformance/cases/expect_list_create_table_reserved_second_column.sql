-- A reserved word as the second column name of CREATE TABLE lists what may start a table element
-- A learner names a column with a reserved word after a first column.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, value STRING) WITH ('connector' = 'blackhole');
