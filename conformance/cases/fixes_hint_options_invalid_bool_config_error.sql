-- table.dynamic-table-options.enabled that is not a boolean fails the query with a hint
-- SET accepts any value; Flink reads the option, and fails, when an OPTIONS hint needs it.
SET 'execution.runtime-mode' = 'batch';
SET 'table.dynamic-table-options.enabled' = 'maybe';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT COUNT(*) AS n FROM gen /*+ OPTIONS('number-of-rows' = '2') */;
