-- title: SET of the default SQL dialect, in lower case
SET 'execution.runtime-mode' = 'batch';
SET 'table.sql-dialect' = 'default';
SELECT 1 AS x;
