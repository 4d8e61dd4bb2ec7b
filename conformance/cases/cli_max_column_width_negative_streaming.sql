-- title: a negative table.display.max-column-width fails a streaming query
-- The same check as in batch mode, before the streaming query runs.
SET 'execution.runtime-mode' = 'streaming';
SET 'table.display.max-column-width' = '-5';
SELECT a FROM (VALUES (1)) AS T(a);
