-- title: EXPLAIN ESTIMATED_COST of Calcs with conditions, over a datagen table
-- Without statistics Flink scales the row count by a default selectivity per comparison.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE s2 (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE k2 (id INT, name STRING) WITH ('connector' = 'blackhole');
EXPLAIN ESTIMATED_COST SELECT id FROM s2 WHERE id > 3;
EXPLAIN ESTIMATED_COST SELECT UPPER(name) AS u FROM s2 WHERE id = 3;
EXPLAIN ESTIMATED_COST SELECT id FROM s2 WHERE id >= 3 AND name IS NULL;
EXPLAIN ESTIMATED_COST SELECT id FROM s2 WHERE name IS NOT NULL AND id < 10;
EXPLAIN ESTIMATED_COST SELECT id FROM s2 WHERE id <> 3;
EXPLAIN ESTIMATED_COST INSERT INTO k2 SELECT id, name FROM s2 WHERE id <= 3;
