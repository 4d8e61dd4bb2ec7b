-- INSERT OVERWRITE of one static partition leaves the other partitions intact
-- Three partitions dt=a, dt=b, dt=c are filled; an OVERWRITE ... PARTITION (dt='b') replaces only
-- dt=b's rows. Compare insert_overwrite_unpartitioned, where the whole table is replaced.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, dt STRING) PARTITIONED BY (dt)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'b'), (4, 'c');
INSERT OVERWRITE t PARTITION (dt = 'b') VALUES (20), (30), (40);
SELECT * FROM t;
SELECT dt, COUNT(*) AS n FROM t GROUP BY dt;
