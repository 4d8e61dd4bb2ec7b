-- SHOW USER FUNCTIONS lists the functions users registered: none
SET 'execution.runtime-mode' = 'batch';
SHOW USER FUNCTIONS;
