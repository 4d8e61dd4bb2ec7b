-- title: EXPLAIN in batch mode of a query over an unbounded datagen table
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (id INT) WITH ('connector' = 'datagen');
EXPLAIN SELECT id FROM g;
