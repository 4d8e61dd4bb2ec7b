-- LOAD MODULE of a module whose factory is missing
-- Pins down: Flink's factory discovery error, listing the one module factory.
SET 'execution.runtime-mode' = 'batch';
LOAD MODULE hive;
