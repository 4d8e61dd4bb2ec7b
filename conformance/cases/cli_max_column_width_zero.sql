-- title: a table.display.max-column-width of zero fails the query
-- PrintStyle checks that the width is positive when Flink executes a query in batch mode.
SET 'execution.runtime-mode' = 'batch';
SET 'table.display.max-column-width' = '0';
SELECT 1 AS a;
