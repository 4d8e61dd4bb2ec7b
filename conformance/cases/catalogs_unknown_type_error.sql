-- CREATE CATALOG with a 'type' no factory has
-- Pins down: Flink's factory discovery error, listing the one catalog factory.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c WITH ('type' = 'nope');
