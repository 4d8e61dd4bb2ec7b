-- EXPLAIN: INSERT into a partitioned filesystem table with a static partition
-- The static partition value becomes a constant column of the projection under the Sink.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT, name STRING, dt STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'csv');
CREATE TABLE part (id INT, name STRING, dt STRING) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/part', 'format' = 'csv');
EXPLAIN INSERT INTO part PARTITION (dt = '2024-01-01') SELECT id, name FROM src;
EXPLAIN INSERT INTO part SELECT id, name, dt FROM src WHERE id > 0;
EXPLAIN INSERT OVERWRITE part PARTITION (dt = '2024-01-02') SELECT id, name FROM src WHERE name IS NOT NULL;
