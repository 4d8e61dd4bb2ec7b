-- Error: the query has fewer columns than the sink table
-- Without a column list the query must give every column. Flink reports the query and sink
-- schemas ("Column types of query result and sink for ... do not match. Cause: Different number of columns.").
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'csv');
INSERT INTO src VALUES (1, 'a');
CREATE TABLE t (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print', 'print-identifier' = 'count');
INSERT INTO t SELECT id, name FROM src;
