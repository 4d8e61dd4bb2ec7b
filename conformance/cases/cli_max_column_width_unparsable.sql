-- title: an unparsable table.display.max-column-width fails the query
-- Flink reads the width when it executes a query, to build the result's print style, so a SET
-- of a width that is no integer succeeds and the next query fails with Integer.parseInt's error.
SET 'execution.runtime-mode' = 'batch';
SET 'table.display.max-column-width' = 'abc';
SELECT 1 AS a;
