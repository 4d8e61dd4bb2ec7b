-- Writing a filesystem table under a scheme with no file system fails
-- Without Hadoop, Flink cannot find a file system for hdfs and the INSERT fails.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = 'hdfs://namenode:8020/dir', 'format' = 'csv');
INSERT INTO t VALUES (1, 'a');
