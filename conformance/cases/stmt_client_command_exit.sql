-- title: EXIT as a statement of the gateway
SET 'execution.runtime-mode' = 'batch';
EXIT;
