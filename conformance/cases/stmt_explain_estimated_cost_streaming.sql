-- title: EXPLAIN ESTIMATED_COST over a datagen table in streaming mode
-- Flink's cost model without statistics: 10^8 rows from the scan, a cpu of one per row for the
-- scan, the watermark, the sink and each computed projection, io of the scan's rows times
-- their average size.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE s (id INT, name STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen');
CREATE TABLE k (id INT NOT NULL, name STRING) WITH ('connector' = 'blackhole');
CREATE TABLE k2 (id INT, name STRING) WITH ('connector' = 'blackhole');
CREATE TABLE s2 (id INT, name STRING) WITH ('connector' = 'datagen');
EXPLAIN ESTIMATED_COST SELECT id, id + 1 AS nxt, UPPER(name) AS u, CAST(id AS BIGINT) AS b FROM s;
EXPLAIN ESTIMATED_COST SELECT id, name FROM s2;
EXPLAIN ESTIMATED_COST INSERT INTO k SELECT id, name FROM s;
EXPLAIN ESTIMATED_COST INSERT INTO k2 SELECT id, name FROM s2;
EXPLAIN ESTIMATED_COST, CHANGELOG_MODE SELECT id, name FROM s2;
