-- Error: a NOT NULL column left out of the column list
-- Leaving out a column means NULL for it; for a NOT NULL column Flink rejects the INSERT at
-- validation ("has no default value and does not allow NULLs"). The learner expects a default value.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT NOT NULL, name STRING) WITH ('connector' = 'print', 'print-identifier' = 'nn');
INSERT INTO t (id, name) VALUES (1, 'ok');
INSERT INTO t (name) VALUES ('no id');
