-- filesystem: no format option
-- Without 'format' the INSERT fails: "One or more required options are missing."
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t');
INSERT INTO t VALUES (1);
