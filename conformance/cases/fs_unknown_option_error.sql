-- filesystem: an unknown option
-- An unknown option fails the INSERT with the list of options the filesystem connector supports.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'bogus' = 'x');
INSERT INTO t VALUES (1);
