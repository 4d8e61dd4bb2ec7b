-- title: JSON_EXECUTION_PLAN shapes in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE s2 (id INT, name STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
CREATE TABLE f (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
CREATE TABLE p (id INT, name STRING) WITH ('connector' = 'print');
CREATE TABLE k (id INT NOT NULL, name STRING) WITH ('connector' = 'blackhole');
EXPLAIN JSON_EXECUTION_PLAN INSERT INTO p SELECT id, name FROM s2;
EXPLAIN JSON_EXECUTION_PLAN INSERT INTO f SELECT id, name FROM s2;
EXPLAIN JSON_EXECUTION_PLAN INSERT INTO k SELECT id, name FROM s2;
