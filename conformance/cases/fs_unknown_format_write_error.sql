-- filesystem: an unknown format on write
-- 'format' = 'xyz' fails the INSERT: no format factory for identifier 'xyz'.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'xyz');
INSERT INTO t VALUES (1);
