-- ALTER TABLE ADD and DROP PARTITION
-- Pins down: the in-memory catalog keeps partitions that SHOW PARTITIONS lists; IF NOT EXISTS
-- and IF EXISTS make an existing or a missing one no error.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING) PARTITIONED BY (b) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
ALTER TABLE t ADD PARTITION (b = 'x');
ALTER TABLE t ADD IF NOT EXISTS PARTITION (b = 'x') PARTITION (b = 'y');
SHOW PARTITIONS t;
ALTER TABLE t DROP IF EXISTS PARTITION (b = 'z');
ALTER TABLE t DROP PARTITION (b = 'x');
SHOW PARTITIONS t;
