-- Error: a STRING query column into an INT sink column
-- STRING is not implicitly cast to INT on INSERT (only widening numeric casts are); the learner
-- must CAST explicitly. The error names the sink column and its position.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id STRING, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'csv');
INSERT INTO src VALUES ('1', 'a');
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'print', 'print-identifier' = 'mismatch');
INSERT INTO t SELECT CAST(id AS INT), name FROM src;
INSERT INTO t SELECT id, name FROM src;
