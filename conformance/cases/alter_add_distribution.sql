-- ALTER TABLE ADD DISTRIBUTION
-- Pins down: SHOW CREATE TABLE shows the distribution the table then has.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING) PARTITIONED BY (b) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
ALTER TABLE t ADD DISTRIBUTION BY HASH(a) INTO 2 BUCKETS;
SHOW CREATE TABLE t;
