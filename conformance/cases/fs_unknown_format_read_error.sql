-- filesystem: an unknown format on read
-- 'format' = 'xyz' fails the SELECT with the same message as on write.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'xyz');
SELECT * FROM t;
