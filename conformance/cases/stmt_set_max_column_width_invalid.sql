-- title: SET of a table.display.max-column-width that is not a number
SET 'execution.runtime-mode' = 'batch';
SET 'table.display.max-column-width' = 'wide';
SELECT 1 AS x;
