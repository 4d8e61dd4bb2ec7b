-- title: EXECUTE PLAN of a directory
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, 'a');
EXECUTE PLAN '${WORKDIR}/t';
