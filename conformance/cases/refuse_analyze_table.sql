-- ANALYZE TABLE collects statistics in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1), (2);
ANALYZE TABLE t COMPUTE STATISTICS;
