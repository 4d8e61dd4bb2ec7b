-- title: CALL of a procedure named by one part
SET 'execution.runtime-mode' = 'batch';
CALL generate_n(2);
