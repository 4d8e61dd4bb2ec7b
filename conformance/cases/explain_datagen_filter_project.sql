-- EXPLAIN: a datagen scan takes neither filters nor projections
-- datagen does not implement filter or projection push-down: the scan lists every field and a
-- Calc above it filters and projects.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (id BIGINT, v INT, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
EXPLAIN SELECT id, v + 1 AS v1 FROM gen WHERE v > 3;
EXPLAIN SELECT s FROM gen;
EXPLAIN SELECT * FROM gen;
