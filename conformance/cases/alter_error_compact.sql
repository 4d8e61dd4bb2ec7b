-- ALTER TABLE COMPACT
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING) PARTITIONED BY (b) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
ALTER TABLE t COMPACT;
