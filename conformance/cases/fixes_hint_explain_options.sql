-- EXPLAIN of a scan with an OPTIONS hint shows the hint's options
-- Flink prints them on LogicalTableScan (with inheritPath) and on TableSourceScan.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
EXPLAIN SELECT k FROM gen /*+ OPTIONS('number-of-rows' = '5') */;
