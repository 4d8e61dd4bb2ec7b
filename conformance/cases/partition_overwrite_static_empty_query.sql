-- INSERT OVERWRITE into a fully static partition from a query with no rows keeps the partition
-- One might expect "replace partition dt=b with nothing" to empty it, but on Flink 2.3.0 the
-- old rows of dt=b survive, whether the empty query reads another table or VALUES filtered to
-- nothing. (Contrast insert_overwrite_empty_query: an unpartitioned table IS emptied.)
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, dt STRING) PARTITIONED BY (dt)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'b');
CREATE TABLE e (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/e', 'format' = 'csv');
INSERT INTO e VALUES (500);
INSERT OVERWRITE t PARTITION (dt = 'b') SELECT id FROM e WHERE id > 1000;
SELECT * FROM t;
INSERT OVERWRITE t PARTITION (dt = 'b') SELECT x FROM (VALUES (1)) AS v(x) WHERE x > 5;
SELECT * FROM t;
