-- Error: a PARTITION spec naming a column that is not a partition key
-- PARTITION (k = v) only accepts the table's PARTITIONED BY columns; using an ordinary column
-- (here name) fails validation with "Static partition column ... should be in the partition keys list".
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, dt STRING) PARTITIONED BY (dt)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t PARTITION (dt = '2024-01-01') VALUES (1, 'ok');
INSERT INTO t PARTITION (name = 'bob') VALUES (2, '2024-01-01');
