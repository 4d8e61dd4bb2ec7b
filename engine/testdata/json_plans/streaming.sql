-- title: JSON_EXECUTION_PLAN shapes in streaming mode
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE s2 (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE f (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
CREATE TABLE p (id INT, name STRING) WITH ('connector' = 'print');
CREATE TABLE pk (id INT NOT NULL, name STRING) WITH ('connector' = 'print', 'print-identifier' = 'x');
EXPLAIN JSON_EXECUTION_PLAN INSERT INTO p SELECT id, name FROM s2;
EXPLAIN JSON_EXECUTION_PLAN INSERT INTO pk SELECT id, name FROM s2;
EXPLAIN JSON_EXECUTION_PLAN INSERT INTO f SELECT id, name FROM s2;
EXPLAIN JSON_EXECUTION_PLAN SELECT id, name FROM f WHERE id > 1;
EXPLAIN JSON_EXECUTION_PLAN INSERT INTO p SELECT id, name FROM f;
-- A DropUpdateBefore above a CDC source (debezium-json) into a blackhole sink.
CREATE TABLE cdc_r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/cdc', 'format' = 'debezium-json');
CREATE TABLE cdc_b (id INT, name STRING, v INT) WITH ('connector' = 'blackhole');
EXPLAIN JSON_EXECUTION_PLAN INSERT INTO cdc_b SELECT * FROM cdc_r;
