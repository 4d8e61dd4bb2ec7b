-- title: SET of a table.dml-sync that is not a boolean
SET 'execution.runtime-mode' = 'batch';
SET 'table.dml-sync' = 'maybe';
CREATE TABLE t (id INT) WITH ('connector' = 'blackhole');
INSERT INTO t VALUES (1);
