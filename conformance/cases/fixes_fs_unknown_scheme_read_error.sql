-- Reading a filesystem table under a scheme with no file system fails
-- Without the plugin for s3, Flink cannot find a file system for the scheme and the read fails;
-- it does not read an empty table.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = 's3://bucket/dir', 'format' = 'csv');
SELECT * FROM t;
