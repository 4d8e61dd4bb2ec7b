-- title: EXPLAIN ESTIMATED_COST over a datagen table in batch mode
-- In batch mode the scan costs no cpu.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE s2 (id INT, name STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
CREATE TABLE k2 (id INT, name STRING) WITH ('connector' = 'blackhole');
EXPLAIN ESTIMATED_COST SELECT id, name FROM s2;
EXPLAIN ESTIMATED_COST SELECT id, id + 1 AS nxt FROM s2;
EXPLAIN ESTIMATED_COST INSERT INTO k2 SELECT id, name FROM s2;
