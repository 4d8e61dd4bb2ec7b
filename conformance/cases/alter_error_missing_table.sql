-- ALTER TABLE of a table that does not exist
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
ALTER TABLE nope ADD x INT;
