-- ALTER VIEW RENAME of a view that does not exist
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
ALTER VIEW nope RENAME TO v2;
