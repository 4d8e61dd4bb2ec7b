-- Error: the same target column listed twice in the column list
-- INSERT INTO t (id, id) is rejected at validation ("is assigned more than once").
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'print', 'print-identifier' = 'twice');
INSERT INTO t (id, id) VALUES (1, 2);
