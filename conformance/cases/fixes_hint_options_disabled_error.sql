-- An OPTIONS hint is rejected when table.dynamic-table-options.enabled is false
SET 'execution.runtime-mode' = 'batch';
SET 'table.dynamic-table-options.enabled' = 'false';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT * FROM gen /*+ OPTIONS('number-of-rows' = '1') */;
