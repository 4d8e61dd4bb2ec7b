-- A filesystem path with the file scheme reads and writes the local file system
-- Flink's Path takes 'file:///dir' and 'file:/dir' as the local path /dir, so a table written
-- through one spelling is read through the others.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t_scheme (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = 'file://${WORKDIR}/data', 'format' = 'csv');
INSERT INTO t_scheme VALUES (1, 'a'), (2, 'b');
CREATE TABLE t_plain (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/data', 'format' = 'csv');
SELECT * FROM t_plain;
SELECT * FROM t_scheme;
CREATE TABLE t_single (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = 'file:${WORKDIR}/data', 'format' = 'csv');
INSERT INTO t_single VALUES (3, 'c');
SELECT * FROM t_plain;
