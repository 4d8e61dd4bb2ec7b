-- An OPTIONS hint written as a query hint, after SELECT, applies to no table
-- Flink's OPTIONS strategy matches table scans only, so the count is the table's 3 rows.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
SELECT /*+ OPTIONS('number-of-rows' = '1') */ COUNT(*) AS n FROM gen;
