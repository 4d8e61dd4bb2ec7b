-- with the core module unloaded, built-in functions are gone
-- Pins down: ABS still resolves with no module loaded (it is in Flink's SQL operator table).
SET 'execution.runtime-mode' = 'batch';
UNLOAD MODULE core;
SELECT ABS(-1);
