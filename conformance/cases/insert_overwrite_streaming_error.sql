-- Error: INSERT OVERWRITE into a filesystem table in streaming mode
-- Overwrite only works in batch mode. In streaming mode (Flink's default) even a bounded
-- VALUES source is rejected. The learner forgot SET 'execution.runtime-mode' = 'batch'.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, 'a');
INSERT OVERWRITE t VALUES (2, 'b');
