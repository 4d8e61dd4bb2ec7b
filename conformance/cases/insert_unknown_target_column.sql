-- Error: a column list naming a column the table does not have
-- A typo in the column list fails validation with "Unknown target column".
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'print', 'print-identifier' = 'unk');
INSERT INTO t (id, nmae) VALUES (1, 'x');
