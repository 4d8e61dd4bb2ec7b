-- filesystem: an unknown csv.* option
-- An unknown option with the format's prefix ('csv.bogus') is not checked: the INSERT works.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.bogus' = 'x');
INSERT INTO t VALUES (1);
