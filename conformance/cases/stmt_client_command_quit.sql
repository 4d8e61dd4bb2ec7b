-- title: QUIT as a statement of the gateway
SET 'execution.runtime-mode' = 'batch';
QUIT;
