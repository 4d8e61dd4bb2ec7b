-- title: CLEAR as a statement of the gateway
SET 'execution.runtime-mode' = 'batch';
CLEAR;
