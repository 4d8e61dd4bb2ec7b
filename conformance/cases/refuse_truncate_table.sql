-- TRUNCATE TABLE needs a sink that supports truncation
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
TRUNCATE TABLE t;
