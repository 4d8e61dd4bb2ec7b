-- title: EXPLAIN of an INSERT of a rowtime column into a TIMESTAMP(3) sink column
-- Flink converts the time attribute without a CAST in its plans.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE s (id INT, name STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen');
CREATE TABLE k (id INT NOT NULL, ts TIMESTAMP(3)) WITH ('connector' = 'blackhole');
EXPLAIN INSERT INTO k SELECT id, ts FROM s;
