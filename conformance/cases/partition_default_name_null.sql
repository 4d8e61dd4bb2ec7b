-- NULL values of a dynamic partition column go to the __DEFAULT_PARTITION__ directory, and reading back fails
-- A row whose partition value is NULL is written under k=__DEFAULT_PARTITION__; a table with
-- 'partition.default-name' = 'none' writes k=none instead (see the files section). On Flink 2.3.0
-- reading such a table back fails while planning the scan ("Path should not be null or empty: null"),
-- even with WHERE k = 'x' that would prune the NULL partition.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, k STRING) PARTITIONED BY (k)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, 'x'), (2, CAST(NULL AS STRING)), (3, 'x');
CREATE TABLE t2 (id INT, k STRING) PARTITIONED BY (k)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t2', 'format' = 'json', 'partition.default-name' = 'none');
INSERT INTO t2 VALUES (1, CAST(NULL AS STRING)), (2, 'y');
SELECT id FROM t WHERE k = 'x';
